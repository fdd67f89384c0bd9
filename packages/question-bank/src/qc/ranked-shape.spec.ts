import type { GeneratedQuestion } from '../types.js';
import { rankedShapeReasons } from './ranked-shape.js';

const base: GeneratedQuestion = {
  id: 'x',
  type: 'order',
  category: 'space',
  difficulty: 'easy',
  prompt: 'Put these planets in order from the Sun, nearest first.',
  answer: 'Mercury → Venus → Earth',
  aliases: [],
  items: ['Mercury', 'Venus', 'Earth'],
  ranking: { values: [57.9, 108.2, 149.6] },
  source: 'fact-table:test',
  asOf: '2026-11-27',
  templateId: 't',
  subject: 's',
  factKey: 't:s',
};

describe('rankedShapeReasons', () => {
  it('passes a well-made order question', () => {
    expect(rankedShapeReasons(base)).toEqual([]);
  });

  it.each<[string, Partial<GeneratedQuestion>, RegExp]>([
    ['two items', { items: ['Mercury', 'Venus'], answer: 'Mercury → Venus', ranking: { values: [1, 2] } }, /3 to 6/],
    ['items out of order', { ranking: { values: [57.9, 149.6, 108.2] } }, /strictly ordered/],
    ['a tie', { ranking: { values: [1, 1, 2] } }, /strictly ordered/],
    ['near-equal neighbours', { ranking: { values: [100, 104, 300], minRatio: 1.15 } }, /too close/],
    ['an answer that is not the items', { answer: 'Earth → Venus → Mercury' }, /answer must be its items/],
    ['a repeated item', { items: ['Mercury', 'mercury', 'Earth'], answer: 'Mercury → mercury → Earth' }, /differ/],
    ['no values', { ranking: undefined }, /a value for each item/],
  ])('fails %s', (_name, change, reason) => {
    expect(rankedShapeReasons({ ...base, ...change }).join('; ')).toMatch(reason);
  });

  it('fails an estimate without a finite value or with a blank unit', () => {
    const estimate = { ...base, type: 'estimate' as const, items: undefined, ranking: undefined, answer: '1912' };
    expect(rankedShapeReasons({ ...estimate, value: 1912 })).toEqual([]);
    expect(rankedShapeReasons({ ...estimate, value: Number.NaN }).join()).toMatch(/finite value/);
    expect(rankedShapeReasons({ ...estimate, value: 5, unit: ' ' }).join()).toMatch(/unit/);
  });
});
