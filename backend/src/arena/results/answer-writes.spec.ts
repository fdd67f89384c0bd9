import { Logger } from '@nestjs/common';
import { apply, createGame, type GameState } from '@trivia/arena-engine';
import type { AnswerBatch } from './arena-result-rows';
import type { ArenaResultsService, MatchStart } from './arena-results.service';
import { AnswerWrites } from './answer-writes';

const T0 = 1_700_000_000_000;

/** A game whose first question was answered by two players and revealed: its answers are unstored. */
function revealedGame(): GameState {
  const questions = Array.from({ length: 5 }, (_, i) => ({
    id: `q${i}`,
    type: 'multiple_choice' as const,
    prompt: `Question ${i}?`,
    options: ['A', 'B', 'C', 'D'],
    correctIndex: 1,
  }));
  const { state } = createGame({ questionCount: 5, questionSeconds: 10 }, questions, 1, 'user:host', T0);
  const game = state!;
  for (const [id, nickname] of [
    ['g:1', 'Ada'],
    ['g:2', 'Brian'],
  ] as const)
    apply(game, { type: 'join', playerId: id, nickname, isGuest: true }, T0);
  apply(game, { type: 'start', by: 'user:host' }, T0);
  apply(game, { type: 'tick' }, T0 + 3000);
  apply(game, { type: 'answer', playerId: 'g:1', questionIndex: 0, choice: 1 }, T0 + 4000);
  apply(game, { type: 'answer', playerId: 'g:2', questionIndex: 0, choice: 0 }, T0 + 5000);
  // Everyone answered: the reveal is the tick brought forward to now.
  apply(game, { type: 'tick' }, T0 + 5000);
  return game;
}

function setUp() {
  const writes: { matchId: string; match: MatchStart; batch: AnswerBatch }[] = [];
  const confirmed: [string, number][] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const results = {
    storeAnswers: async (matchId: string, match: MatchStart, batch: AnswerBatch) => {
      await gate;
      writes.push({ matchId, match, batch });
    },
  } as unknown as ArenaResultsService;
  const writer = new AnswerWrites(
    results,
    async (roomId, questionIndex) => confirmed.push([roomId, questionIndex]),
    new Logger('test'),
  );
  return { writer, writes, confirmed, release };
}

describe('AnswerWrites', () => {
  it('stores a revealed question’s answers under the match, then tells the room', async () => {
    const game = revealedGame();
    expect(game.unstored).toHaveLength(2);
    const { writer, writes, confirmed, release } = setUp();
    writer.queueUnstored('room-1', game);
    release();
    await writer.settled('room-1');
    expect(writes).toHaveLength(1);
    expect(writes[0]!.match).toEqual({ hostId: 'user:host', settings: game.settings, startedAt: T0 });
    expect(writes[0]!.batch.questionId).toBe('q0');
    expect(writes[0]!.batch.answers.map((a) => a.playerId)).toEqual(['g:1', 'g:2']);
    expect(confirmed).toEqual([['room-1', 0]]);
  });

  it('does not queue a question again while its write is under way', async () => {
    const game = revealedGame();
    const { writer, writes, release } = setUp();
    writer.queueUnstored('room-1', game);
    writer.queueUnstored('room-1', game);
    release();
    await writer.settled('room-1');
    expect(writes).toHaveLength(1);
    // Once done, a room that still holds them (its word was lost) has them stored again: writes are idempotent.
    writer.queueUnstored('room-1', game);
    await writer.settled('room-1');
    expect(writes).toHaveLength(2);
  });
});
