import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { csvToDraft } from './builder-csv';

const fixedIds = () => {
  let n = 0;
  return () => `own-test-${++n}`;
};

describe('real files', () => {
  const read = (path: string) => readFileSync(resolve(__dirname, path), 'utf8');

  it('imports the README’s example file cleanly, the empty picture round included', () => {
    const result = csvToDraft(read('../../../../docs/builder-csv-example.csv'), { newId: fixedIds() });
    expect(result.problems).toEqual([]);
    expect(result.content?.title).toBe('The Red Lion quiz');
    expect(result.content?.rounds.map((r) => [r.title, r.questions.length])).toEqual([
      ['Around Britain', 3],
      ['Music, old and new', 2],
      ['Flags', 0],
    ]);
    expect(result.content?.rounds[0]?.questions[0]?.aliases).toEqual(['River Avon', 'Bristol Avon']);
  });

  it('reports each mistake in a spreadsheet export on its own line', () => {
    const result = csvToDraft(read('fixtures/spreadsheet-with-mistakes.csv'), { newId: fixedIds() });
    expect(result.problems).toEqual([
      { line: 5, field: 'question', message: 'Use the British spelling "colour", not "color".' },
      { line: 5, field: 'option_1', message: 'A typed answer has no options: remove them or choose multiple choice.' },
      { line: 6, field: 'option_3', message: 'This option repeats option 2.' },
      { line: 6, field: 'answer', message: 'The answer must be one of the options, written the same way.' },
      { line: 7, field: 'type', message: 'The type is text, multiple_choice or true_false.' },
      { line: 7, field: 'question', message: 'Remove the HTML: plain text only.' },
      { line: 8, field: 'difficulty', message: 'The difficulty is easy, medium or hard.' },
      { line: 8, field: 'answer', message: 'The answer must be 120 characters or fewer' },
      { line: 9, field: 'option_1', message: 'True or false has exactly the options "True" and "False".' },
      { line: 9, field: 'answer', message: 'The answer to true or false is "True" or "False".' },
    ]);
    expect(result.content).toBeNull();
    expect(result.good).toEqual({
      title: 'The Red Lion quiz',
      rounds: [
        {
          title: 'Around Britain',
          questions: [
            expect.objectContaining({
              answer: 'Avon',
              source: 'Ordnance Survey\r\nExplorer map 155\r\nBristol & Bath',
            }),
          ],
        },
      ],
    });
  });
});
