import { FACT_TABLES } from './data/all-tables.js';
import { MEASURE_TABLES } from './data/ranked/index.js';
import { generateQuestionBank, type QuestionBank } from './generate.js';
import { orderThemes } from './generators/order-questions.js';
import { formatEstimate, separable } from './lib/ranked-factory.js';
import { normalise } from './lib/text.js';
import { DIFFICULTIES, ORDER_ITEMS, ORDER_SEPARATOR, type CheckedQuestion } from './types.js';

/** Issue 13's additions: put-in-order and closest-wins questions for host-led sessions, judged on the real bank. */
let bank: QuestionBank;
beforeAll(async () => {
  bank = await generateQuestionBank();
}, 120_000);

const ofType = (type: 'order' | 'estimate') => bank.questions.filter((q) => q.type === type);
const themes = () => new Map(orderThemes(MEASURE_TABLES, FACT_TABLES).map((t) => [t.templateId, t]));

describe('order questions', () => {
  it('number at least 150, all passing QC, across at least 6 categories and every difficulty', () => {
    const list = ofType('order');
    expect(list.length).toBeGreaterThanOrEqual(150);
    expect(list.filter((q) => !q.qc.passed).map((q) => [q.prompt, q.items, q.qc.reasons])).toEqual([]);
    expect(new Set(list.map((q) => q.category)).size).toBeGreaterThanOrEqual(6);
    for (const d of DIFFICULTIES) expect(list.filter((q) => q.difficulty === d).length).toBeGreaterThan(10);
  });

  it('lists 3 to 6 distinct items, in the order of their fact values as the source gives them, clearly apart', () => {
    const byTheme = themes();
    for (const q of ofType('order')) {
      const theme = byTheme.get(q.templateId);
      const items = q.items ?? [];
      expect(theme).toBeDefined();
      expect(items.length).toBeGreaterThanOrEqual(ORDER_ITEMS.min);
      expect(items.length).toBeLessThanOrEqual(ORDER_ITEMS.max);
      expect(new Set(items.map(normalise)).size).toBe(items.length);
      // The values are looked up afresh in the theme, not read from the question.
      const values = items.map((label) => theme?.items.find((i) => i.label === label)?.value as number);
      for (let i = 1; i < values.length; i += 1) {
        const [before, after] = [values[i - 1] as number, values[i] as number];
        expect(theme?.descending ? before > after : before < after).toBe(true);
        expect(separable(before, after, theme ?? {})).toBe(true);
      }
      expect(q.answer).toBe(items.join(ORDER_SEPARATOR));
      expect(q.ranking?.values).toEqual(values);
    }
  });

  it('never asks the same set of items twice, nor two sets of a theme that differ by one item', () => {
    const byTheme = new Map<string, CheckedQuestion[]>();
    for (const q of ofType('order')) byTheme.set(q.templateId, [...(byTheme.get(q.templateId) ?? []), q]);
    for (const list of byTheme.values()) {
      const keys = list.map((q) => [...(q.items ?? [])].sort().join('|'));
      expect(new Set(keys).size).toBe(keys.length);
      for (const [i, a] of list.entries()) {
        for (const b of list.slice(i + 1)) {
          const shared = (a.items ?? []).filter((item) => b.items?.includes(item)).length;
          expect(shared).toBeLessThanOrEqual(Math.max(1, Math.min(a.items!.length, b.items!.length) - 2));
        }
      }
    }
  });

  it('puts the planets in their true order from the Sun', () => {
    const planets = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'];
    const fromSun = ofType('order').filter((q) => q.templateId === 'space-planet-distance-order');
    expect(fromSun.length).toBeGreaterThan(5);
    for (const q of fromSun) {
      const ranks = (q.items ?? []).map((p) => planets.indexOf(p));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('never sets near-equal values side by side (Venus and the Earth by size, K2 and Kangchenjunga)', () => {
    for (const q of ofType('order')) {
      const items = q.items ?? [];
      if (q.templateId === 'space-planet-diameter-order') {
        expect(items.includes('Venus') && items.includes('Earth')).toBe(false);
        expect(items.includes('Uranus') && items.includes('Neptune')).toBe(false);
      }
      if (q.templateId === 'world-geography-mountain-height-order') {
        expect(items.includes('K2') && items.includes('Kangchenjunga')).toBe(false);
      }
    }
  });

  it('says the value of every item in its explanation, for the host to read out', () => {
    for (const q of ofType('order')) {
      for (const item of q.items ?? []) expect(q.explanation).toContain(item);
    }
  });
});

describe('estimate questions', () => {
  it('number at least 150, all passing QC, across at least 6 categories and every difficulty', () => {
    const list = ofType('estimate');
    expect(list.length).toBeGreaterThanOrEqual(150);
    expect(list.filter((q) => !q.qc.passed).map((q) => [q.prompt, q.qc.reasons])).toEqual([]);
    expect(new Set(list.map((q) => q.category)).size).toBeGreaterThanOrEqual(6);
    for (const d of DIFFICULTIES) expect(list.filter((q) => q.difficulty === d).length).toBeGreaterThan(10);
  });

  it('has a finite value, its answer written from it, and a unit unless it asks for a year', () => {
    for (const q of ofType('estimate')) {
      expect(Number.isFinite(q.value)).toBe(true);
      expect(q.answer).toBe(formatEstimate(q.value as number, q.unit));
      if (q.unit === undefined) expect(q.prompt).toMatch(/\byear\b/);
      else expect(q.unit.trim()).not.toBe('');
    }
  });

  it('never repeats a prompt among estimates, and shares a typed question’s fact when it keeps its words', () => {
    const list = ofType('estimate');
    expect(new Set(list.map((q) => normalise(q.prompt))).size).toBe(list.length);
    const others = new Map(bank.questions.filter((q) => q.type !== 'estimate').map((q) => [normalise(q.prompt), q]));
    for (const q of list) {
      const twin = others.get(normalise(q.prompt));
      if (twin) expect(twin.factKey).toBe(q.factKey);
    }
  });

  it('asks a year table’s fact with the table’s own year, and a measure with its source’s figure', () => {
    const titanic = ofType('estimate').find((q) => q.prompt === 'In which year did the Titanic sink?');
    expect(titanic?.value).toBe(1912);
    expect(titanic?.factKey).toBe('british-history-year-early-20th:did the Titanic sink');
    const everest = ofType('estimate').find((q) => q.subject === 'Mount Everest');
    expect(everest).toMatchObject({ value: 8849, unit: 'metres', answer: '8,849 metres' });
    const henry = ofType('estimate').find((q) => q.prompt === 'In which year did Henry VIII come to the throne?');
    expect(henry).toMatchObject({ value: 1509, factKey: 'monarch-accession:1509' });
  });

  it('dates a Prime Minister by the first time they took office', () => {
    const churchill = ofType('estimate').filter((q) => q.prompt.includes('Winston Churchill first become'));
    expect(churchill.map((q) => q.value)).toEqual([1940]);
  });

  it('never asks a discovery year that sources dispute to the year (oxygen, bromine)', () => {
    const asked = ofType('estimate').filter((q) => q.templateId === 'element-discovery-year');
    expect(asked.length).toBeGreaterThan(30);
    expect(asked.map((q) => q.subject)).not.toEqual(expect.arrayContaining(['O']));
    expect(asked.map((q) => q.subject)).not.toEqual(expect.arrayContaining(['Br']));
  });
});

describe('the bank stats', () => {
  it('count order and estimate questions by type', () => {
    expect(bank.stats.byType.order).toBe(ofType('order').filter((q) => q.qc.passed).length);
    expect(bank.stats.byType.estimate).toBe(ofType('estimate').filter((q) => q.qc.passed).length);
  });
});
