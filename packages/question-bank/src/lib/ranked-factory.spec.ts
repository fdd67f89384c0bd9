import {
  estimateQuestion,
  formatEstimate,
  groupDigits,
  orderQuestion,
  orderSets,
  separable,
  type OrderTheme,
} from './ranked-factory.js';

const theme = (overrides: Partial<OrderTheme> = {}): OrderTheme => ({
  templateId: 'test-order',
  category: 'space',
  source: 'fact-table:test',
  asOf: '2026-11-27',
  prompt: 'Put these in order, smallest first.',
  items: Array.from({ length: 12 }, (_, i) => ({ label: `Item ${i + 1}`, value: (i + 1) * 10, level: 'e' as const })),
  describe: (i) => `${i.label}, ${i.value}`,
  count: 10,
  ...overrides,
});

describe('separable', () => {
  it.each([
    [10, 10, {}, false],
    [10, 11, {}, true],
    [1066, 1069, { minGap: 5 }, false],
    [1066, 1071, { minGap: 5 }, true],
    [12104, 12756, { minRatio: 1.15 }, false],
    [6792, 12756, { minRatio: 1.15 }, true],
    [0, 5, { minRatio: 2 }, false],
  ])('%d and %d under %j: %s', (a, b, rules, expected) => {
    expect(separable(a, b, rules)).toBe(expected);
  });
});

describe('orderSets', () => {
  it('is deterministic and keeps every set apart from the others by at least two items', () => {
    const sets = orderSets(theme());
    expect(orderSets(theme())).toEqual(sets);
    expect(sets.length).toBeGreaterThan(3);
    for (const [i, a] of sets.entries()) {
      for (const b of sets.slice(i + 1)) expect(a.filter((x) => b.includes(x)).length).toBeLessThanOrEqual(2);
    }
  });

  it('never puts two items closer than the theme allows in one set', () => {
    for (const set of orderSets(theme({ minGap: 25 }))) {
      const values = set.map((i) => i.value).sort((a, b) => a - b);
      for (let i = 1; i < values.length; i += 1) expect(values[i]! - values[i - 1]!).toBeGreaterThanOrEqual(25);
    }
  });

  it('gives up rather than force a set when the items are too close together', () => {
    expect(orderSets(theme({ minGap: 1000 }))).toEqual([]);
  });
});

describe('orderQuestion', () => {
  const items = [
    { label: 'Saturn', value: 1432, level: 'e' as const },
    { label: 'Mercury', value: 57.9, level: 'e' as const },
    { label: 'Neptune', value: 4515, level: 'm' as const },
  ];

  it('lists the items in the true order, joined as the answer, the hardest item setting the difficulty', () => {
    const q = orderQuestion(theme(), items);
    expect(q).toMatchObject({
      type: 'order',
      items: ['Mercury', 'Saturn', 'Neptune'],
      answer: 'Mercury → Saturn → Neptune',
      difficulty: 'medium',
      ranking: { values: [57.9, 1432, 4515] },
      explanation: 'Mercury, 57.9; Saturn, 1432; Neptune, 4515.',
    });
  });

  it('puts the largest first when the theme says so, with the same id whatever order the set came in', () => {
    const q = orderQuestion(theme({ descending: true }), items);
    expect(q.items).toEqual(['Neptune', 'Saturn', 'Mercury']);
    expect(orderQuestion(theme(), [...items].reverse()).id).toBe(orderQuestion(theme(), items).id);
  });

  it('refuses fewer than 3 items', () => {
    expect(() => orderQuestion(theme(), items.slice(0, 2))).toThrow(/3 to 6/);
  });
});

describe('estimates', () => {
  it.each([
    [1912, undefined, '1912'],
    [43, undefined, '43'],
    [8849, 'metres', '8,849 metres'],
    [1391400, 'km', '1,391,400 km'],
    [57.9, 'million km', '57.9 million km'],
  ])('writes %d %s as %s', (value, unit, text) => {
    expect(formatEstimate(value, unit)).toBe(text);
  });

  it('groups digits the British way', () => {
    expect(groupDigits(1234567.25)).toBe('1,234,567.25');
    expect(groupDigits(999)).toBe('999');
  });

  it('keeps the value, unit and note beside the answer, under the given fact key', () => {
    const q = estimateQuestion({
      templateId: 'test-estimate',
      subject: 'Ben Nevis',
      category: 'uk-geography',
      difficulty: 'medium',
      source: 'fact-table:test',
      asOf: '2026-11-27',
      prompt: 'How high is Ben Nevis above sea level, in metres?',
      value: 1345,
      unit: 'metres',
      toleranceNote: 'to the nearest metre',
      factKey: 'uk-peaks:Ben Nevis',
    });
    expect(q).toMatchObject({
      type: 'estimate',
      answer: '1,345 metres',
      value: 1345,
      unit: 'metres',
      toleranceNote: 'to the nearest metre',
      factKey: 'uk-peaks:Ben Nevis',
      aliases: [],
    });
  });
});
