import { PUBLIC_ROOM } from '@trivia/contracts';
import { arenaAnnouncement } from './arena-announce';
import {
  playersOnlineText,
  playersSearching,
  publicLobbyWaitingText,
  publicRoomStartText,
  roomInviteUrl,
  searchingText,
  secondsToStart,
  spokenStartSeconds,
} from './arena-lobby-format';
import { viewFromSnapshot } from './arena-reducer';
import { PUBLIC_HOST_ID, type ArenaSnapshot } from './arena-types';

describe('public room start texts', () => {
  it.each([
    [null, 0, 'Waiting for players', 'Waiting for another player to join…'],
    [20_000, 0, 'Starts in 20 s', 'The game starts in 20 s'],
    [20_000, 7_900, 'Starts in 13 s', 'The game starts in 13 s'],
    [20_000, 19_001, 'Starts in 1 s', 'The game starts in 1 s'],
    [20_000, 20_000, 'Starting…', 'The game is starting…'],
    [20_000, 25_000, 'Starting…', 'The game is starting…'],
  ])('startsAt %p at %p reads %j / %j', (startsAt, now, row, waiting) => {
    expect(publicRoomStartText(startsAt, now)).toBe(row);
    expect(publicLobbyWaitingText(startsAt, now)).toBe(waiting);
  });

  it('never counts more than the start countdown, even from a clock that was idle', () => {
    expect(secondsToStart(100_000, 0)).toBe(PUBLIC_ROOM.autoStartSeconds);
  });

  it('counts players online', () => {
    expect(playersOnlineText(1)).toBe('1 player online');
    expect(playersOnlineText(1234)).toBe('1,234 players online');
  });
});

describe('spokenStartSeconds', () => {
  it.each([
    [20, 20],
    [15, 20],
    [11, 20],
    [10, 10],
    [6, 10],
    [5, 5],
    [1, 5],
  ])('%p s left is said as %p', (left, said) => {
    expect(spokenStartSeconds(left * 1000, 0)).toBe(said);
  });
});

describe('the public lobby announcement', () => {
  const lobby = (over: Partial<ArenaSnapshot>) =>
    viewFromSnapshot({
      seq: 1,
      phase: 'lobby',
      paused: false,
      pausedRemainingMs: null,
      hostId: PUBLIC_HOST_ID,
      settings: {
        questionCount: 10,
        questionSeconds: 15,
        categories: [],
        difficulty: 'mixed',
        questionTypes: ['multiple_choice'],
        maxPlayers: 8,
        countdownMs: 3000,
        revealMs: 4000,
        leaderboardMs: 4000,
        autoStartMs: 20_000,
        hostLed: false,
        scoring: 'speed',
        teamMode: 'off',
        teams: [],
        pace: 'auto',
      },
      questionIndex: -1,
      questionCount: 10,
      question: null,
      key: null,
      deadline: null,
      nextTickAt: null,
      playerCount: 1,
      players: [{ id: 'p1', nickname: 'Ann', isGuest: true, connected: true, score: 0, teamId: null }],
      standings: [],
      teams: [],
      answeredCount: 0,
      hostConnected: true,
      answerGroups: null,
      you: null,
      ...over,
    });
  const say = (view: ReturnType<typeof lobby>, now: number) =>
    arenaAnnouncement(view, { kicked: false, connected: true, now });

  it('says the room waits for a second player, not for a host', () => {
    expect(say(lobby({}), 0)).toBe('In a public room with 1 player. Waiting for another player to join.');
  });

  it('says the start once, then only at ten and five seconds', () => {
    const counting = lobby({
      nextTickAt: 20_000,
      playerCount: 2,
      players: [
        { id: 'p1', nickname: 'Ann', isGuest: true, connected: true, score: 0, teamId: null },
        { id: 'p2', nickname: 'Bob', isGuest: true, connected: true, score: 0, teamId: null },
      ],
    });
    const spoken = new Set(Array.from({ length: 20 }, (_, second) => say(counting, second * 1000)));
    expect([...spoken]).toEqual([
      'In a public room with 2 players. The game starts within 20 seconds.',
      'In a public room with 2 players. The game starts within 10 seconds.',
      'In a public room with 2 players. The game starts within 5 seconds.',
    ]);
  });

  it('keeps the host wording for hosted rooms', () => {
    expect(say(lobby({ hostId: 'host' }), 0)).toMatch(/Waiting for the host to start/);
  });
});

describe('how many are searching for a game', () => {
  const room = (players: number) => ({
    roomId: `r${players}`,
    pin: '123456',
    players,
    maxPlayers: 8,
    questionCount: 10,
    questionSeconds: 15,
    startsAt: null,
  });

  it('counts everyone waiting in the open public rooms', () => {
    expect(playersSearching({ rooms: [] })).toBe(0);
    expect(playersSearching({ rooms: [room(1), room(3)] })).toBe(4);
  });

  it.each([
    [0, 'You are the only one searching right now'],
    [1, 'You are the only one searching right now'],
    [2, '2 players searching for a game'],
    [2431, '2,431 players searching for a game'],
  ])('%i → %s', (count, text) => expect(searchingText(count)).toBe(text));

  it('invites to the room by its PIN', () => {
    expect(roomInviteUrl('https://quiz.example', '042917')).toBe('https://quiz.example/arena?pin=042917');
  });
});
