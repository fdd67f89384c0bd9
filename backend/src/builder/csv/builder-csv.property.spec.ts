import fc from 'fast-check';
import {
  BUILDER_DIFFICULTIES,
  builderContentSchema,
  builderQuestionSchema,
  QUESTION_CATEGORY_IDS,
  type BuilderContent,
  type BuilderQuestion,
} from '@trivia/contracts';
import { checkQuestionText, hasMarkup } from '../../question-bank/qc';
import { csvToDraft, draftToCsv } from './builder-csv';

/** Pieces that have broken CSV writers and readers: separators, quotes, formulas, escapes, wide characters. */
const TRICKY = [
  '=SUM(A1)',
  '+44',
  '-5',
  '@home',
  "'",
  "'=1",
  "''",
  '"',
  '""',
  ',',
  ';',
  '|',
  ' | ',
  '\\',
  '\\|',
  '\\\\',
  'é',
  'ß',
  '日本',
  '🦊',
  '👩‍👩‍👧',
  'مرحبا',
  '\u00a0',
  '\uFEFF',
  'Zoë',
  '&',
  '<',
  '>',
  '  ',
  'x',
];

const words = (maxLength: number) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...TRICKY),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
        fc.constant(' '),
      ),
      {
        minLength: 1,
        maxLength,
      },
    )
    .map((parts) => parts.join(''));

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Free text where the contract allows anything (line breaks, tabs, NUL, quotes), as a source or date may be. Only
 * well-formed Unicode: a lone surrogate has no UTF-8 form, so no file of any kind can carry one.
 */
const anything = (maxLength: number) =>
  fc
    .array(
      fc.oneof(fc.constantFrom(...TRICKY, '\n', '\r\n', '\r', '\t'), fc.string({ unit: 'binary', maxLength: 5 })),
      {
        maxLength,
      },
    )
    .map((parts) => parts.join('').slice(0, maxLength))
    .filter((text) => !LONE_SURROGATE.test(text))
    .map((text) => (text === '' ? null : text));

const shapes = fc.oneof(
  fc.record({
    type: fc.constant('text' as const),
    answer: words(6),
    aliases: fc.array(words(4), { maxLength: 4 }),
    options: fc.constant(null),
  }),
  fc
    .record({ options: fc.uniqueArray(words(4), { minLength: 2, maxLength: 6 }), pick: fc.nat() })
    .map(({ options, pick }) => ({
      type: 'multiple_choice' as const,
      answer: options[pick % options.length] ?? '',
      aliases: [],
      options,
    })),
  fc.record({
    type: fc.constant('true_false' as const),
    answer: fc.constantFrom('True', 'False'),
    aliases: fc.constant([]),
    options: fc.constant(['True', 'False']),
  }),
);

const questionArbitrary = fc
  .record({
    shape: shapes,
    idTail: fc.stringMatching(/^[A-Za-z0-9:_.-]{0,20}$/),
    origin: fc.constantFrom('own' as const, 'bank' as const),
    category: fc.constantFrom(...QUESTION_CATEGORY_IDS),
    difficulty: fc.constantFrom(...BUILDER_DIFFICULTIES),
    prompt: words(20),
    source: anything(300),
    asOf: anything(20),
    media: fc.option(fc.constantFrom('gb', 'fr', 'gb-sct', 'us').map((code) => ({ kind: 'flag' as const, code }))),
  })
  .map(({ shape, idTail, prompt, ...rest }) =>
    builderQuestionSchema.safeParse({ ...rest, ...shape, id: idTail, prompt: `Which ${prompt}?` }),
  )
  .filter(
    (parsed) =>
      parsed.success &&
      checkQuestionText(parsed.data).length === 0 &&
      ![parsed.data.source, parsed.data.asOf].some((text) => text !== null && hasMarkup(text)),
  )
  .map((parsed) => parsed.data as BuilderQuestion);

/** Valid drafts: every round may be empty, every question passes the contract and the bank's QC, no markup. */
const contentArbitrary = fc
  .record({
    title: words(10),
    rounds: fc.array(fc.record({ title: words(8), questions: fc.array(questionArbitrary, { maxLength: 4 }) }), {
      minLength: 1,
      maxLength: 4,
    }),
  })
  .map((draft) => {
    let n = 0;
    // Ids are unique in a draft; the generated tail keeps them varied.
    for (const round of draft.rounds) for (const q of round.questions) q.id = `q${++n}${q.id}`.slice(0, 80);
    return builderContentSchema.safeParse({ ...draft, title: `Quiz ${draft.title}` });
  })
  .filter((parsed) => parsed.success && ![parsed.data.title, ...parsed.data.rounds.map((r) => r.title)].some(hasMarkup))
  .map((parsed) => parsed.data as BuilderContent);

describe('the builder CSV round trip', () => {
  it('reads back every valid draft it writes, deep-equal', () => {
    fc.assert(
      fc.property(contentArbitrary, (content) => {
        const result = csvToDraft(draftToCsv(content));
        expect(result.problems).toEqual([]);
        expect(result.content).toEqual(content);
      }),
      { numRuns: 150 },
    );
  });

  it('writes the same bytes again for a file it wrote', () => {
    fc.assert(
      fc.property(contentArbitrary, (content) => {
        const csv = draftToCsv(content);
        const read = csvToDraft(csv).content;
        expect(read && draftToCsv(read)).toBe(csv);
      }),
      { numRuns: 150 },
    );
  });
});
