import { NICKNAME_LENGTH_MESSAGE } from './arena-rules.js';
import { arenaJoinSchema, createArenaRoomRequestSchema } from './arena.schemas.js';

const issuesOf = (body: unknown) => {
  const parsed = createArenaRoomRequestSchema.safeParse(body);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('createArenaRoomRequestSchema', () => {
  it.each([
    [{ questionCount: 0 }, 'questionCount', 'Questions must be a whole number from 5 to 50'],
    [{ questionCount: 51 }, 'questionCount', 'Questions must be a whole number from 5 to 50'],
    [{ questionCount: 7.5 }, 'questionCount', 'Questions must be a whole number from 5 to 50'],
    [{ questionSeconds: 999 }, 'questionSeconds', 'Seconds per question must be a whole number from 5 to 120'],
    [{ questionSeconds: '20' }, 'questionSeconds', 'Seconds per question must be a whole number from 5 to 120'],
    [{ revealSeconds: 31 }, 'revealSeconds', 'Seconds on the answer must be a whole number from 1 to 30'],
    [{ leaderboardSeconds: 0 }, 'leaderboardSeconds', 'Seconds on the scores must be a whole number from 1 to 30'],
    [{ maxPlayers: 10_001 }, 'maxPlayers', 'Players must be a whole number from 2 to 10,000'],
  ])('refuses %j on its field, naming the range', (change, path, message) => {
    expect(issuesOf({ questionCount: 10, questionSeconds: 20, ...change })).toEqual([{ path, message }]);
  });

  it('names a missing question count with the same range', () => {
    expect(issuesOf({ questionSeconds: 20 })).toEqual([
      { path: 'questionCount', message: 'Questions must be a whole number from 5 to 50' },
    ]);
  });

  it('keeps values at the edges exactly as sent', () => {
    const parsed = createArenaRoomRequestSchema.parse({ questionCount: 50, questionSeconds: 5, revealSeconds: 30 });
    expect(parsed).toMatchObject({ questionCount: 50, questionSeconds: 5, revealSeconds: 30, leaderboardSeconds: 5 });
  });
});

describe('the nickname on a join', () => {
  const nicknameIssues = (nickname: string) => {
    const parsed = arenaJoinSchema.safeParse({ pin: '123456', nickname });
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it.each([
    ['A', [NICKNAME_LENGTH_MESSAGE]],
    ['x'.repeat(60), [NICKNAME_LENGTH_MESSAGE]],
    ['x'.repeat(21), [NICKNAME_LENGTH_MESSAGE]],
    ['  Ann  ', []],
    ['x'.repeat(20), []],
    // Twenty emoji are twenty characters on screen, though forty UTF-16 units.
    ['🦊'.repeat(20), []],
    ['Ann\u0007', ["Nickname contains characters that can't be used (such as control characters)"]],
  ])('%j → %j', (nickname, messages) => expect(nicknameIssues(nickname)).toEqual(messages));

  it('is trimmed, never cut', () => {
    expect(arenaJoinSchema.parse({ pin: '123456', nickname: '  Ann  ' }).nickname).toBe('Ann');
  });
});
