import { judgePace } from './answer-pace';

describe('judgePace', () => {
  it.each`
    name                                         | times                                  | flagged
    ${'a script answering 15 in 134 ms'}         | ${Array(15).fill(9)}                   | ${true}
    ${'a quick person'}                          | ${[2100, 1500, 3400, 950, 1800, 1200]} | ${false}
    ${'one reflex tap among thoughtful answers'} | ${[2000, 300, 2500, 1900]}             | ${false}
    ${'two fast taps'}                           | ${[2000, 300, 250, 1900]}              | ${false}
    ${'three fast taps'}                         | ${[2000, 300, 250, 100, 1900]}         | ${true}
    ${'answers from before the floor existed'}   | ${[null, null, null]}                  | ${false}
  `('$name → flagged $flagged', ({ times, flagged }) => {
    expect(judgePace(times, 800).flagged).toBe(flagged);
  });

  it('says why, in numbers', () => {
    expect(judgePace([10, 20, 30, 5000], 800)).toEqual({
      flagged: true,
      fastAnswers: 3,
      reason: '3 of 4 answers came under 800 ms after the question was shown',
    });
  });

  it('flags nothing when the floor is off', () => {
    expect(judgePace([0, 0, 0], 0).flagged).toBe(false);
  });
});
