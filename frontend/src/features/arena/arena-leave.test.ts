import { leaveWording } from './arena-leave';

describe('leaveWording: what leaving does, as the server does it', () => {
  it('frees a hosted lobby seat, and says the PIN brings the player back until the start', () => {
    expect(leaveWording({ phase: 'lobby', pin: '123456', isPublic: false })).toEqual({
      title: 'Leave this room?',
      body: 'Your seat is freed for someone else. You can join again with PIN 123456 until the game starts.',
      confirm: 'Leave room',
      cancel: 'Stay',
    });
  });

  it('sends a public lobby leaver back to quick match', () => {
    expect(leaveWording({ phase: 'lobby', pin: '123456', isPublic: true }).body).toBe(
      'Your seat is freed for someone else. Quick match again whenever you like.',
    );
  });

  it.each(['countdown', 'question', 'reveal', 'leaderboard'] as const)(
    'keeps the score of a player who leaves mid-game (%s), who may come back by PIN',
    (phase) => {
      const wording = leaveWording({ phase, pin: '654321', isPublic: true });
      expect(wording).toMatchObject({ title: 'Leave this game?', confirm: 'Leave game', cancel: 'Keep playing' });
      expect(wording.body).toMatch(/^Your score so far stays on the leaderboard\. Join again with PIN 654321 /);
    },
  );

  it('still reads when the PIN is unknown', () => {
    expect(leaveWording({ phase: 'question', pin: null, isPublic: true }).body).toContain('Join again with its PIN');
  });
});
