import { FACT_TABLES } from './data/all-tables.js';
import { lookAlikesOf, NEAR_IDENTICAL_FLAGS } from './data/flags.js';
import { generateQuestionBank, type QuestionBank } from './generate.js';
import { flaggedCountries } from './generators/flags.js';
import { normalise } from './lib/text.js';
import { SEASONS, TRUE_FALSE_OPTIONS, type CheckedQuestion } from './types.js';

/** Issue 12's additions: true or false, flag pictures and seasonal facts, judged on the real bank. */
let bank: QuestionBank;
let passed: CheckedQuestion[];
beforeAll(async () => {
  bank = await generateQuestionBank();
  passed = bank.questions.filter((q) => q.qc.passed);
}, 120_000);

const trueFalse = () => passed.filter((q) => q.type === 'true_false');

describe('true or false', () => {
  it('has at least 400 across at least 8 categories and every difficulty, roughly half true', () => {
    const list = trueFalse();
    expect(list.length).toBeGreaterThanOrEqual(400);
    expect(new Set(list.map((q) => q.category)).size).toBeGreaterThanOrEqual(8);
    for (const d of ['easy', 'medium', 'hard']) expect(list.some((q) => q.difficulty === d)).toBe(true);
    const share = list.filter((q) => q.answer === 'True').length / list.length;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
  });

  it('offers True and False only, with one of them the answer', () => {
    for (const q of trueFalse()) {
      expect(q.options).toEqual([...TRUE_FALSE_OPTIONS]);
      expect(TRUE_FALSE_OPTIONS).toContain(q.answer);
    }
  });

  it('states the fact when true; a false one names no right answer of its subject', () => {
    const capital = passed.find((q) => q.type === 'true_false' && q.prompt.endsWith('is the capital of Australia.'));
    expect(capital?.answer).toBe(capital?.prompt === 'Canberra is the capital of Australia.' ? 'True' : 'False');
    for (const q of trueFalse()) {
      const table = FACT_TABLES.find((t) => t.id === q.templateId);
      if (!table?.statement) continue;
      const rights = table.rows
        .filter(([subject]) => subject === q.subject)
        .flatMap(([, answer, , aliases, alsoRight]) => [answer, ...(aliases ?? []), ...(alsoRight ?? [])]);
      const stated = rights.filter((r) => q.prompt === table.statement!(q.subject, r));
      expect(stated.length > 0).toBe(q.answer === 'True');
      // The explanation is the true statement, read out after the answer.
      expect(q.explanation).toBe(table.statement(q.subject, table.rows.find(([s]) => s === q.subject)![1]));
    }
  });

  it('never words a false statement as the true one it explains', () => {
    for (const q of trueFalse().filter((x) => x.answer === 'False')) {
      const truth = normalise(q.explanation ?? '');
      expect(normalise(q.prompt)).not.toBe(truth);
    }
  });
});

describe('flag pictures', () => {
  const flags = () => passed.filter((q) => q.media?.kind === 'flag');
  const codeOf = new Map(flaggedCountries().map((c) => [c.name, c.code]));

  it('asks every independent country and the four home nations, typed and multiple choice', () => {
    const codes = new Set(flags().map((q) => q.media!.code));
    for (const code of ['fr', 'gb', 'gb-eng', 'gb-sct', 'gb-wls', 'gb-nir', 'jp']) expect(codes).toContain(code);
    expect(codes.size).toBeGreaterThanOrEqual(190);
    expect(flags().filter((q) => q.type === 'text').length).toBeGreaterThanOrEqual(180);
    expect(flags().filter((q) => q.type === 'multiple_choice').length).toBeGreaterThanOrEqual(180);
  });

  it('never puts look-alike flags together among the options', () => {
    for (const q of flags().filter((x) => x.type === 'multiple_choice')) {
      const codes = q.options!.map((o) => codeOf.get(o)!);
      for (const [i, a] of codes.entries()) {
        for (const b of codes.slice(i + 1))
          expect([q.answer, a, b, lookAlikesOf(a).has(b)]).toEqual([q.answer, a, b, false]);
      }
    }
  });

  it('never asks an all-but-identical flag as a typed answer, nor a disputed territory at all', () => {
    const typed = flags()
      .filter((q) => q.type === 'text')
      .map((q) => q.subject);
    for (const code of NEAR_IDENTICAL_FLAGS) expect(typed).not.toContain(code);
    for (const code of ['TW', 'XK', 'PS', 'EH']) expect(flags().some((q) => q.subject === code)).toBe(false);
  });

  it('grades the flags a pub knows as easy and accepts other names of the country', () => {
    const france = flags().find((q) => q.subject === 'FR' && q.type === 'text');
    expect(france).toMatchObject({ answer: 'France', difficulty: 'easy', prompt: "Which country's flag is this?" });
    const uk = flags().find((q) => q.subject === 'GB' && q.type === 'text');
    expect(uk?.aliases).toEqual(expect.arrayContaining(['UK', 'Great Britain']));
  });
});

describe('seasonal facts', () => {
  const facts = (season: string) =>
    new Set(passed.filter((q) => q.seasons?.includes(season as never)).map((q) => q.factKey));

  // A season's quizzes ask its facts in typed rounds of ten, a fact then resting 90 days: a full season of releases
  // needs 380 Christmas, 190 Halloween and 50 Bonfire Night facts (see the backend's seasonal-depth spec).
  it.each([
    ['christmas', 420],
    ['halloween', 220],
    ['bonfire-night', 60],
  ])('tags at least %s facts for %s, in text, multiple choice and true or false', (season, least) => {
    expect(facts(season).size).toBeGreaterThanOrEqual(least);
    const typed = passed.filter((q) => q.seasons?.includes(season as never) && q.type === 'text');
    expect(new Set(typed.map((q) => q.factKey)).size).toBeGreaterThanOrEqual(least);
    for (const type of ['text', 'multiple_choice', 'true_false']) {
      expect(passed.some((q) => q.seasons?.includes(season as never) && q.type === type)).toBe(true);
    }
  });

  it('keeps seasonal facts in their natural categories and tags only known seasons', () => {
    const tagged = passed.filter((q) => q.seasons?.length);
    expect(new Set(tagged.map((q) => q.category)).size).toBeGreaterThanOrEqual(5);
    for (const q of tagged) for (const s of q.seasons!) expect(SEASONS).toContain(s);
  });

  it('gives every seasonal table a source note and an as-of date', () => {
    for (const table of FACT_TABLES.filter((t) => t.seasons?.length)) {
      expect(table.note.length).toBeGreaterThan(10);
      expect(table.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
