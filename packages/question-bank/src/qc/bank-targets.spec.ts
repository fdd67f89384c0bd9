import { generateQuestionBank, type QuestionBank } from '../generate.js';
import { PADDING_TEMPLATES } from '../stats.js';
import { CATEGORIES, CLASSIC_QUESTION_TYPES, DIFFICULTIES, type CheckedQuestion } from '../types.js';

/**
 * The bank as a UK quiz editor judges it: big enough, counted in facts rather than wordings, no subject crowding
 * the others, a difficulty mix a quiz can ramp through, and no padding nobody would read out.
 */
let bank: QuestionBank;
let passed: CheckedQuestion[];
beforeAll(async () => {
  bank = await generateQuestionBank();
  passed = bank.questions.filter((q) => q.qc.passed);
}, 60_000);

const share = (n: number) => n / passed.length;

describe('the bank as a quiz editor counts it', () => {
  it('holds at least 12,000 QC-passed questions from at least 7,000 distinct facts', () => {
    expect(bank.stats.total).toBeGreaterThanOrEqual(12_000);
    expect(bank.stats.facts).toBeGreaterThanOrEqual(7_000);
  });

  // Over the types every quiz draws: order and estimate questions are a pool of their own that only host-led
  // sessions ask for, so they neither crowd nor thin a daily or catalogue quiz's subjects.
  it.each(CATEGORIES.map((c) => c.id))('gives %s between 3%% and 15%% of the bank', (category) => {
    const classic = passed.filter((q) => CLASSIC_QUESTION_TYPES.includes(q.type));
    const n = classic.filter((q) => q.category === category).length;
    expect(n / classic.length).toBeGreaterThanOrEqual(0.03);
    expect(n / classic.length).toBeLessThanOrEqual(0.15);
  });

  it('mixes difficulty roughly 30% easy, 40% medium, 30% hard', () => {
    const mix = Object.fromEntries(
      DIFFICULTIES.map((d) => [d, share(passed.filter((q) => q.difficulty === d).length)]),
    );
    expect(mix.easy).toBeGreaterThanOrEqual(0.25);
    expect(mix.easy).toBeLessThanOrEqual(0.37);
    expect(mix.medium).toBeGreaterThanOrEqual(0.33);
    expect(mix.medium).toBeLessThanOrEqual(0.47);
    expect(mix.hard).toBeGreaterThanOrEqual(0.2);
    expect(mix.hard).toBeLessThanOrEqual(0.35);
  });

  it('keeps dialling codes, internet domains, Olympic codes and dog-breed origins together under 5%', () => {
    expect(share(passed.filter((q) => PADDING_TEMPLATES.has(q.templateId)).length)).toBeLessThan(0.05);
  });

  it('asks no template more than 4% of the bank, so no single wording dominates a quiz', () => {
    const perTemplate = new Map<string, number>();
    for (const q of passed) perTemplate.set(q.templateId, (perTemplate.get(q.templateId) ?? 0) + 1);
    const crowded = [...perTemplate].filter(([, n]) => share(n) > 0.04).map(([id]) => id);
    expect(crowded).toEqual([]);
  });
});
