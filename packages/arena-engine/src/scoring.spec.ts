import { scoreAnswer, speedPoints, streakBonus } from './scoring.js';

describe('speedPoints', () => {
  it.each([
    { elapsed: 0, duration: 10_000, points: 1000, why: 'an instant answer earns everything' },
    { elapsed: 10_000, duration: 10_000, points: 500, why: 'an answer at the deadline earns half' },
    { elapsed: 5_000, duration: 10_000, points: 750, why: 'halfway earns three quarters' },
    { elapsed: 1, duration: 10_000, points: 1000, why: 'rounding keeps 999.95 at 1000' },
    { elapsed: 9_999, duration: 10_000, points: 500, why: 'rounding keeps 500.05 at 500' },
    { elapsed: -300, duration: 10_000, points: 1000, why: 'clock skew before the start is clamped' },
    { elapsed: 12_000, duration: 10_000, points: 500, why: 'never below half' },
  ])('$why', ({ elapsed, duration, points }) => {
    expect(speedPoints(elapsed, duration)).toBe(points);
  });

  it('scales with the base', () => {
    expect(speedPoints(0, 5000, 2000)).toBe(2000);
    expect(speedPoints(5000, 5000, 2000)).toBe(1000);
  });
});

describe('streakBonus', () => {
  it.each([
    [0, 0],
    [1, 100],
    [2, 200],
    [5, 500],
    [6, 500],
    [40, 500],
    [-1, 0],
  ])('after %i correct in a row the bonus is %i', (previous, bonus) => {
    expect(streakBonus(previous)).toBe(bonus);
  });
});

describe('scoreAnswer', () => {
  it('adds the two parts and keeps them apart', () => {
    expect(scoreAnswer(true, 0, 10_000, 2)).toEqual({
      correct: true,
      speedPoints: 1000,
      streakBonus: 200,
      points: 1200,
    });
  });

  it('gives nothing for a wrong answer, streak or not', () => {
    expect(scoreAnswer(false, 0, 10_000, 4)).toEqual({ correct: false, speedPoints: 0, streakBonus: 0, points: 0 });
  });
});
