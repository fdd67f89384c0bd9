import type { BuilderContent, BuilderQuestion } from '@trivia/contracts';
import { BUILDER_CSV_COLUMNS, csvToDraft, draftToCsv } from './builder-csv';

const question = (over: Partial<BuilderQuestion>): BuilderQuestion => ({
  id: 'own-1',
  origin: 'own',
  type: 'text',
  category: 'science',
  difficulty: 'easy',
  prompt: 'Which gas do plants take in from the air?',
  answer: 'Carbon dioxide',
  aliases: ['CO2'],
  options: null,
  source: null,
  asOf: null,
  media: null,
  ...over,
});

const quiz: BuilderContent = {
  title: 'Friday night, "big" quiz',
  rounds: [
    {
      title: 'Science',
      questions: [
        question({}),
        question({
          id: 'bank:sci-42',
          origin: 'bank',
          type: 'multiple_choice',
          prompt: 'Which planet is known as the Red Planet?',
          answer: 'Mars',
          aliases: [],
          options: ['Venus', 'Mars', 'Jupiter', 'Saturn'],
          source: 'NASA, "Mars facts"\nhttps://science.nasa.gov/mars',
          asOf: '2026-01-01',
        }),
      ],
    },
    { title: 'Picture round', questions: [] },
    {
      title: 'True or false',
      questions: [
        question({
          id: 'own-3',
          type: 'true_false',
          category: 'world-geography',
          prompt: 'The UK dialling code is +44.',
          answer: 'True',
          aliases: [],
          options: ['True', 'False'],
          media: { kind: 'flag', code: 'gb' },
        }),
      ],
    },
  ],
};

const HEADER = BUILDER_CSV_COLUMNS.join(',');
/** A row in the file's column order from the cells named; the rest blank. */
const row = (cells: Partial<Record<(typeof BUILDER_CSV_COLUMNS)[number], string>>) =>
  BUILDER_CSV_COLUMNS.map((column) => cells[column] ?? '').join(',');
const good = {
  schema_version: '1',
  quiz_title: 'Pub quiz',
  round: '1',
  round_title: 'Round one',
  type: 'text',
  category: 'science',
  difficulty: 'easy',
  question: 'Which gas do plants take in from the air?',
  answer: 'Carbon dioxide',
};
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';
const fixedIds = () => {
  let n = 0;
  return () => `own-test-${++n}`;
};

describe('draftToCsv', () => {
  const csv = draftToCsv(quiz);
  const lines = csv.split('\r\n');

  it('starts with a byte order mark and the header, and ends every line with CRLF', () => {
    expect(csv.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/\r(?!\n)/);
  });

  it('writes a row per question, repeats the titles, and a round-only row for an empty round', () => {
    expect(lines[1]).toBe(
      '1,"Friday night, ""big"" quiz",1,Science,text,science,easy,Which gas do plants take in from the air?,Carbon dioxide,CO2,,,,,,,,,,own-1,own',
    );
    expect(csv).toContain('1,"Friday night, ""big"" quiz",2,Picture round,,,,,,,,,,,,,,,,,\r\n');
    expect(csv).toContain(',,flag:gb,own-3,own\r\n');
  });

  it('puts a quote before a cell a spreadsheet would run as a formula', () => {
    // Only a cell's first character counts: "+44" mid-sentence is left as written.
    expect(csv).toContain(',The UK dialling code is +44.,');
    const formula = draftToCsv({
      title: 'Formulas',
      rounds: [{ title: 'R', questions: [question({ answer: '=SUM(A1)', aliases: ['+44', "'Allo 'Allo!"] })] }],
    });
    expect(formula).toContain(`,"'=SUM(A1)","'+44 | 'Allo 'Allo!",`);
  });

  it('reads back to the same content', () => {
    expect(csvToDraft(csv)).toEqual({ content: quiz, rows: 4, problems: [], good: quiz });
  });
});

describe('csvToDraft', () => {
  it('reads a hand-written file: columns in any order, ids made, true or false options filled in', () => {
    const text = [
      'question,answer,type,category,difficulty,round,round_title,quiz_title,schema_version',
      'Is the Thames longer than the Severn?,False,true_false,uk-geography,medium,1,Rivers,Pub quiz,1',
      'Which river flows through the centre of Paris?,Seine,text,world-geography,easy,1,,,1',
    ].join('\n');
    const result = csvToDraft(text, { newId: fixedIds() });
    expect(result.problems).toEqual([]);
    expect(result.content).toEqual({
      title: 'Pub quiz',
      rounds: [
        {
          title: 'Rivers',
          questions: [
            expect.objectContaining({ id: 'own-test-1', origin: 'own', options: ['True', 'False'], answer: 'False' }),
            expect.objectContaining({ id: 'own-test-2', prompt: 'Which river flows through the centre of Paris?' }),
          ],
        },
      ],
    });
  });

  it('reads the fixed words without case, spaces or hyphens', () => {
    const result = csvToDraft(
      file(
        row({
          ...good,
          type: 'Multiple choice',
          difficulty: 'Hard',
          category: 'Science',
          origin: 'Own',
          option_1: 'Carbon dioxide',
          option_2: 'Oxygen',
        }),
        row({ ...good, type: 'True-False', answer: 'True', question: 'Plants take in carbon dioxide from the air.' }),
      ),
      { newId: fixedIds() },
    );
    expect(result.problems).toEqual([]);
    expect(result.content?.rounds[0]?.questions.map((q) => [q.type, q.difficulty, q.category, q.origin])).toEqual([
      ['multiple_choice', 'hard', 'science', 'own'],
      ['true_false', 'easy', 'science', 'own'],
    ]);
  });

  it('orders rounds by number and skips blank lines and empty spreadsheet rows', () => {
    const result = csvToDraft(
      file(row({ ...good, round: '2', round_title: 'Second' }), '', ',,,,', row({ ...good, round_title: 'First' })),
      { newId: fixedIds() },
    );
    expect(result.rows).toBe(2);
    expect(result.content?.rounds.map((r) => r.title)).toEqual(['First', 'Second']);
  });

  it('lets a chosen title win over the file’s', () => {
    expect(csvToDraft(file(row(good)), { title: 'My own title' }).content?.title).toBe('My own title');
  });

  describe('a bad header', () => {
    it.each([
      [
        'an unknown column',
        `${HEADER},notes`,
        { line: 1, field: 'notes', message: 'Unknown column "notes" (column 22).' },
      ],
      [
        'a missing column',
        HEADER.replace(',answer,', ','),
        { line: 1, field: 'answer', message: 'The column "answer" is missing.' },
      ],
      [
        'a column twice',
        `${HEADER},answer`,
        { line: 1, field: 'answer', message: 'The column "answer" appears twice.' },
      ],
    ])('reports %s and imports nothing', (_name, header, problem) => {
      const result = csvToDraft(`${header}\r\n${row(good)}\r\n`);
      expect(result).toEqual({ content: null, good: null, rows: 1, problems: [problem] });
    });

    it('reports an unsupported schema version once', () => {
      const result = csvToDraft(file(row({ ...good, schema_version: '2' }), row({ ...good, schema_version: '2' })));
      expect(result).toEqual({
        content: null,
        good: null,
        rows: 2,
        problems: [
          { line: 2, field: 'schema_version', message: 'This file is schema version "2"; this site reads version 1.' },
        ],
      });
    });

    it('reports an empty file and a file with no questions', () => {
      expect(csvToDraft('').problems).toEqual([{ line: 1, field: null, message: 'The file is empty.' }]);
      expect(csvToDraft(file()).problems).toEqual([{ line: 1, field: null, message: 'The file has no questions.' }]);
    });
  });

  describe('bad rows', () => {
    const text = file(
      row(good), // line 2
      row({ ...good, type: 'multiple_choice', option_1: 'Oxygen', option_2: 'oxygen ' }), // line 3
      row({ ...good, question: 'Which <b>gas</b> do plants take in?' }), // line 4
      row({ ...good, question: 'What color is chlorophyll?', answer: 'Green', category: 'chemistry' }), // line 5
      row({ ...good, difficulty: 'tricky', alternatives: 'Carbon dioxide | CO2' }), // line 6
      row({ ...good, round: 'two' }), // line 7
    );

    it('reports every bad row with its line, column and why, and imports nothing', () => {
      const result = csvToDraft(text, { newId: fixedIds() });
      expect(result.content).toBeNull();
      expect(result.rows).toBe(6);
      expect(result.problems).toEqual([
        { line: 3, field: 'option_2', message: 'This option repeats option 1.' },
        { line: 3, field: 'answer', message: 'The answer must be one of the options, written the same way.' },
        { line: 4, field: 'question', message: 'Remove the HTML: plain text only.' },
        {
          line: 5,
          field: 'category',
          message: 'Not a category id: see the list of categories in the README (for example "science").',
        },
        { line: 5, field: 'question', message: 'Use the British spelling "colour", not "color".' },
        { line: 6, field: 'difficulty', message: 'The difficulty is easy, medium or hard.' },
        { line: 6, field: 'alternatives', message: 'Alternative 1: This alternative is the answer itself: remove it.' },
        { line: 7, field: 'round', message: 'The round is a number: 1 for the first round.' },
      ]);
    });

    it('offers the good rows for skipping the bad ones', () => {
      const result = csvToDraft(text, { newId: fixedIds() });
      expect(result.good).toEqual({
        title: 'Pub quiz',
        rounds: [
          { title: 'Round one', questions: [expect.objectContaining({ id: 'own-test-1', answer: 'Carbon dioxide' })] },
        ],
      });
    });
  });

  it('reports the right line after a quoted cell with line breaks', () => {
    const source = '"A source\r\nover three\nlines"';
    const text = [
      HEADER,
      row({ ...good, source: 'x' }).replace(/,x,/, `,${source},`),
      row({ ...good, answer: '' }),
    ].join('\r\n');
    expect(csvToDraft(text).problems).toEqual([{ line: 5, field: 'answer', message: 'The answer is required' }]);
  });

  it('reports a quote that is never closed at the line its record starts', () => {
    const text = file(row(good), row({ ...good, question: '"Which gas is this?' }), row(good));
    const result = csvToDraft(text);
    expect(result.problems).toEqual([
      { line: 3, field: null, message: 'A quoted cell is never closed: check for a missing quote mark (").' },
    ]);
    expect(result).toMatchObject({ content: null, good: null });
  });

  it('reports titles that differ, a missing round title, and too many questions in a round', () => {
    const rows = [row({ ...good, quiz_title: 'Another quiz', round: '2', round_title: '' })];
    for (let i = 0; i < 21; i++) rows.push(row({ ...good, question: `Which gas do plants take in, number ${i}?` }));
    const result = csvToDraft(file(...rows), { newId: fixedIds() });
    expect(result.problems).toEqual([
      { line: 2, field: 'round_title', message: 'Give round 2 a title.' },
      { line: 3, field: 'quiz_title', message: "The quiz title differs from line 2's: give every row the same." },
      ...Array.from({ length: 20 }, (_, i) => ({
        line: i + 4,
        field: 'quiz_title',
        message: "The quiz title differs from line 2's: give every row the same.",
      })),
      { line: 23, field: 'round', message: 'A round has at most 20 questions.' },
    ]);
  });

  it('refuses markup in titles and sources too', () => {
    const result = csvToDraft(
      file(row({ ...good, quiz_title: 'Quiz &amp; more', round_title: '<b>One</b>', source: '<a href="x">link</a>' })),
    );
    expect(result.problems).toEqual([
      { line: 2, field: 'source', message: 'Remove the HTML: plain text only.' },
      { line: 2, field: 'quiz_title', message: 'Remove the HTML: plain text only.' },
      { line: 2, field: 'round_title', message: 'Remove the HTML: plain text only.' },
    ]);
    expect(result.good).toBeNull();
  });

  it('puts a problem with a title chosen on import on the header line', () => {
    expect(csvToDraft(file(row(good)), { title: '<i>Mine</i>' }).problems).toEqual([
      { line: 1, field: 'quiz_title', message: 'Remove the HTML: plain text only.' },
    ]);
  });

  it('reports an id used twice and a bank question without its id', () => {
    const result = csvToDraft(
      file(row({ ...good, id: 'own-a' }), row({ ...good, id: 'own-a' }), row({ ...good, origin: 'bank' })),
    );
    expect(result.problems).toEqual([
      { line: 3, field: 'id', message: 'The id "own-a" is also on line 2: each question needs its own.' },
      { line: 4, field: 'id', message: 'A question from the bank keeps its id: give it, or make the origin "own".' },
    ]);
  });

  it('reports cells past the header and an unreadable media cell', () => {
    const result = csvToDraft(file(`${row({ ...good, media: 'picture.png' })},surplus`));
    expect(result.problems).toEqual([
      { line: 2, field: 'media', message: 'The media is a flag written as flag:<code>, such as flag:gb, or blank.' },
      { line: 2, field: null, message: 'This row has more cells than the header: check for an unquoted comma.' },
    ]);
  });
});
