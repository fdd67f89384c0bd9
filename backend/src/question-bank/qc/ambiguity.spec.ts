import { QC_RULES } from '@trivia/contracts';
import { checkQuestionRules, checkQuestionText, type QuestionTextInput } from './question-qc';

const typed = (prompt: string, over: Partial<QuestionTextInput> = {}): QuestionTextInput => ({
  type: 'text',
  prompt,
  answer: 'Algeria',
  aliases: [],
  options: null,
  ...over,
});
const rulesOf = (q: QuestionTextInput) => checkQuestionRules(q, { ambiguity: true }).map((p) => p.rule);

describe('ambiguity rules', () => {
  it.each([
    ['a size superlative with no measure', 'What is the largest country in Africa?', 'vague-superlative'],
    ['"biggest" alone', 'Which is the biggest city in Australia?', 'vague-superlative'],
    ['"currently" with no date', 'Who is currently the Prime Minister of Canada?', 'undated-time'],
    ['"this year"', 'Which team won the league this year in Scotland?', 'undated-time'],
    ['"now" with no date', 'Which country now holds the most Olympic golds?', 'undated-time'],
    ['"which of these" with nothing to choose', 'Which of these planets is closest to the Sun?', 'missing-options'],
  ])('flags %s', (_name, prompt, rule) => {
    expect(rulesOf(typed(prompt))).toEqual([rule]);
  });

  it.each([
    ['a superlative with its measure', 'What is the largest country in Africa by area?'],
    ['"most populous"', 'Which is the largest and most populous city in Australia?'],
    ['a dated "currently"', 'Who was currently the Prime Minister of Canada in January 2024?'],
    ['"as of" a date', 'Who is the Prime Minister of Canada as of March 2025, and now?'],
    ['a quoted superlative', 'Which word is the superlative of "big", as in "biggest"?'],
    ['a word merely containing "now"', 'Which knowledge quiz is known as the hardest on television?'],
  ])('passes %s', (_name, prompt) => {
    expect(rulesOf(typed(prompt, { answer: 'Canada' }))).toEqual([]);
  });

  it('lets "which of these" through when there are options to choose from', () => {
    const choice = typed('Which of these planets is closest to the Sun?', {
      type: 'multiple_choice',
      answer: 'Mercury',
      options: ['Mercury', 'Venus', 'Mars'],
    });
    expect(rulesOf(choice)).toEqual([]);
  });

  it('is advice for QC as a service only: the builder and contributions QC does not apply it', () => {
    const vague = typed('Who is currently the Prime Minister of Canada?');
    expect(checkQuestionText(vague)).toEqual([]);
    expect(checkQuestionRules(vague)).toEqual([]);
  });
});

describe('rule ids', () => {
  it('names a described rule on every problem, and drops it for the older callers', () => {
    const messy = typed('What <b>color</b> is it?', {
      type: 'multiple_choice',
      answer: 'Red',
      options: ['Blue', 'blue'],
    });
    const ruled = checkQuestionRules(messy, { ambiguity: true });
    expect(ruled.map((p) => p.rule)).toEqual(['markup', 'duplicate-option', 'answer-in-options']);
    for (const problem of ruled) expect(QC_RULES[problem.rule].title).toBeTruthy();
    expect(checkQuestionText(messy)).toEqual(ruled.map(({ path, message }) => ({ path, message })));
  });

  it.each([
    ['british-spelling', typed('What color is a ripe banana in the shop?', { answer: 'Yellow' })],
    ['length', typed('Capital?', { answer: 'Canberra' })],
    ['typed-has-options', typed('Which river flows through Paris in France?', { answer: 'Seine', options: ['Seine'] })],
    [
      'redundant-alternative',
      typed('Which river flows through Paris in France?', { answer: 'Seine', aliases: ['seine'] }),
    ],
    [
      'true-false-shape',
      typed('The Thames flows through London.', { type: 'true_false', answer: 'Yes', options: ['True', 'False'] }),
    ],
    [
      'option-count',
      typed('Which planet is known as the Red Planet?', { type: 'multiple_choice', answer: 'Mars', options: ['Mars'] }),
    ],
  ])('names %s', (rule, question) => {
    expect(rulesOf(question)).toContain(rule);
  });
});

describe('the rule examples the /qc-service page shows', () => {
  it('fail on the vague superlative and the undated time, and their fixes pass', () => {
    for (const rule of ['vague-superlative', 'undated-time'] as const) {
      expect(rulesOf(typed(QC_RULES[rule].fail))).toContain(rule);
      expect(rulesOf(typed(QC_RULES[rule].fix))).not.toContain(rule);
    }
    expect(rulesOf(typed(QC_RULES['british-spelling'].fail))).toContain('british-spelling');
    expect(rulesOf(typed(QC_RULES['british-spelling'].fix))).toEqual([]);
  });
});

describe('the giveaway example', () => {
  it('fails as the page says, and its fix passes', () => {
    const currency = (answer: string) =>
      typed('Which currency is used in Japan?', {
        type: 'multiple_choice',
        answer,
        options: [answer, 'Euro', 'Dollar'],
      });
    expect(rulesOf(currency('Japanese yen'))).toEqual(['giveaway']);
    expect(rulesOf(currency('Yen'))).toEqual([]);
  });
});
