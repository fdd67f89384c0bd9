import { generateQuestionBank, type QuestionBank } from './generate.js';
import { typeable } from './lib/question-factory.js';
import { normalisePrompt } from './qc/duplicates.js';
import { createSpellChecker } from './qc/spelling.js';
import dictionary from 'dictionary-en-gb';
import { DIFFICULTIES } from './types.js';

let bank: QuestionBank;
beforeAll(async () => {
  bank = await generateQuestionBank();
}, 30_000);

const passed = () => bank.questions.filter((q) => q.qc.passed);
const find = (prompt: string) => bank.questions.find((q) => q.prompt === prompt);

describe('generateQuestionBank', () => {
  it('is deterministic across runs', async () => {
    const again = await generateQuestionBank();
    expect(again.questions).toEqual(bank.questions);
  });

  it('gives every multiple choice question 4 distinct options with the answer once', () => {
    for (const q of bank.questions.filter((x) => x.type === 'multiple_choice')) {
      expect(new Set(q.options).size).toBe(4);
      expect(q.options?.filter((o) => o === q.answer)).toHaveLength(1);
    }
  });

  it('never repeats an id or a normalised prompt among passed questions', () => {
    const list = passed();
    expect(new Set(list.map((q) => q.id)).size).toBe(list.length);
    // Picture questions share a prompt and are told apart by their picture, order questions by their items; an
    // estimate may keep its typed twin's words (they share a fact, so no draw serves both).
    const key = (q: (typeof list)[number]) =>
      `${q.type === 'estimate' ? 'estimate|' : ''}${normalisePrompt(q.prompt)}|${q.media?.code ?? ''}|${[...(q.items ?? [])].sort().join('|')}`;
    expect(new Set(list.map(key)).size).toBe(list.length);
  });

  it('covers at least 8 categories and every difficulty in the typed and multiple-choice pools', () => {
    expect(Object.values(bank.stats.byCategory).filter((n) => n > 0).length).toBeGreaterThanOrEqual(8);
    for (const type of ['multiple_choice', 'text'] as const) {
      expect(bank.stats.byType[type]).toBeGreaterThanOrEqual(2000);
      for (const d of DIFFICULTIES) expect(bank.stats.byTypeAndDifficulty[type]?.[d]).toBeGreaterThan(0);
    }
  });

  it('passes at least 8,000 distinct questions across at least 8 categories and every difficulty', () => {
    expect(bank.passed).toBeGreaterThanOrEqual(8000);
    const list = passed();
    const categories = new Set(list.map((q) => q.category));
    expect(categories.size).toBeGreaterThanOrEqual(8);
    for (const d of DIFFICULTIES) expect(list.filter((q) => q.difficulty === d).length).toBeGreaterThan(0);
  });

  it('puts "the" before country names that need it', () => {
    expect(find('What is the capital of the United Kingdom?')?.answer).toBe('London');
    expect(find('What is the capital of the Netherlands?')?.answer).toBe('Amsterdam');
    expect(find('The Netherlands is part of which continent?')?.answer).toBe('Europe');
    expect(
      bank.questions.some((q) =>
        /\b(of|in|from|for|with|to) (United Kingdom|Netherlands|Philippines)\b/.test(q.prompt),
      ),
    ).toBe(false);
  });

  it('names the British currency the way Britons do', () => {
    const q = find('What is the official currency of the United Kingdom?');
    expect(q?.answer).toBe('Pound sterling');
    expect(q?.aliases).toEqual(expect.arrayContaining(['Pound', 'Sterling', 'GBP', 'British pound']));
  });

  it('keeps the two Congos apart in the near-duplicate check', () => {
    for (const name of ['the Republic of the Congo', 'the Democratic Republic of the Congo']) {
      expect(find(`What is the capital of ${name}?`)?.qc.passed).toBe(true);
    }
  });

  it('only asks for typed answers that are short and can be typed', () => {
    for (const q of bank.questions.filter((x) => x.type === 'text')) {
      expect(typeable(q.answer, q.aliases)).toBe(true);
    }
  });

  it.each([
    ['What is the capital of France?', 'Paris'],
    ['What is the capital of Australia?', 'Canberra'],
    ['Which chemical element has the symbol Au?', 'Gold'],
    ['Who was the 47th President of the United States?', 'Donald Trump'],
    ['Which country won the 2022 FIFA World Cup?', 'Argentina'],
  ])('knows that %s is %s', (prompt, answer) => {
    expect(find(prompt)?.answer).toBe(answer);
  });

  it('never offers Austria beside Australia', () => {
    for (const q of bank.questions.filter((x) => x.answer === 'Australia' && x.options)) {
      expect(q.options).not.toContain('Austria');
    }
  });

  it.each(['Bolivia', 'South Africa', 'Israel'])('rejects the disputed capital of %s', (country) => {
    const q = find(`What is the capital of ${country}?`);
    expect(q?.qc.passed).toBe(false);
    expect(q?.qc.reasons.join()).toMatch(/disputed/);
    expect(bank.rejected.some((r) => r.id === q?.id)).toBe(true);
  });
});

describe('British spelling check', () => {
  const speller = createSpellChecker(dictionary, ['Leicestershire', 'Ouagadougou']);
  it.each([
    ['What colour is the sky?', []],
    ['What color is the sky?', ['color']],
    ['Who stood at the center?', ['center']],
    ['How do you organize a quiz?', ['organize']],
    ['How do you organise a quiz?', []],
    ['Which county is Leicestershire?', []],
    ['Is Ouagadougou a capital?', []],
  ])('%s', (text, expected) => {
    expect(speller.misspellings(text)).toEqual(expected);
  });
});
