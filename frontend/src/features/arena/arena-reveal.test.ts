import { revealedOptionLabel, revealedOptions } from './arena-reveal';

const options = ['Paris', 'Lyon', 'Nice', 'Lille'];

describe('revealedOptions', () => {
  it('marks the key, the player’s wrong pick, and each option’s count and share', () => {
    const rows = revealedOptions(options, 0, 2, [6, 1, 3, 0]);
    expect(rows.map(({ text, correct, mine, count, percent }) => [text, correct, mine, count, percent])).toEqual([
      ['Paris', true, false, 6, 60],
      ['Lyon', false, false, 1, 10],
      ['Nice', false, true, 3, 30],
      ['Lille', false, false, 0, 0],
    ]);
  });

  it('marks a right pick as both the key and the player’s', () => {
    expect(revealedOptions(options, 1, 1, [0, 2, 0, 0])[1]).toMatchObject({ correct: true, mine: true, percent: 100 });
  });

  it('shows the options without counts when the reveal’s counts are unknown, and no pick when none was made', () => {
    const rows = revealedOptions(['True', 'False'], 1, null, null);
    expect(rows).toEqual([
      { index: 0, text: 'True', correct: false, mine: false, count: null, percent: null },
      { index: 1, text: 'False', correct: true, mine: false, count: null, percent: null },
    ]);
  });

  it('gives 0% rather than dividing by nobody when no one answered', () => {
    expect(revealedOptions(['True', 'False'], 0, null, [0, 0]).map((r) => r.percent)).toEqual([0, 0]);
  });
});

describe('revealedOptionLabel', () => {
  it.each([
    [{ correct: true, mine: false, count: 6 }, 'correct answer, 6 players chose this'],
    [{ correct: true, mine: true, count: 1 }, 'correct answer, your answer, 1 player chose this'],
    [{ correct: false, mine: true, count: 3 }, 'your answer, wrong, 3 players chose this'],
    [{ correct: false, mine: false, count: null }, ''],
  ])('%j → %s', (row, label) => {
    expect(revealedOptionLabel({ index: 0, text: 'x', percent: null, ...row })).toBe(label);
  });
});
