import { sampleContent } from './builder-test-data';
import { csvProblems, issueCount, placeIssues } from './issue-paths';

describe('QUIZ_003 issues on the editor’s fields', () => {
  it('puts each path on the title, a round title or a question’s field, by question id', () => {
    const placed = placeIssues(
      [
        { path: 'title', message: 'Title is required' },
        { path: 'rounds.1.title', message: 'A round title is required' },
        { path: 'rounds.0.questions.2.answer', message: 'The answer is required' },
        { path: 'rounds.1.questions.0.options.2', message: 'Duplicate option' },
        { path: 'rounds.1.questions.1.aliases.0', message: '“colour” is the British spelling' },
        { path: 'rounds.0.questions.1.prompt', message: 'Tags are not allowed' },
      ],
      sampleContent(),
    );
    expect(placed.title).toBe('Title is required');
    expect(placed.rounds[1]?.title).toBe('A round title is required');
    expect(placed.questions).toEqual({
      c: { answer: 'The answer is required' },
      d: { options: 'Third option: Duplicate option' },
      e: { aliases: 'Alternative 1: “colour” is the British spelling' },
      b: { prompt: 'Tags are not allowed' },
    });
    expect(issueCount(placed)).toBe(6);
  });

  it('keeps what names nothing shown, on the round or the quiz, never dropping it', () => {
    const placed = placeIssues(
      [
        { path: 'rounds', message: 'A quiz needs at least 10 questions' },
        { path: 'rounds.7.questions.0.answer', message: 'No such round' },
        { path: 'rounds.0.questions', message: 'A round has at most 20 questions' },
        { path: 'rounds.0.questions.9.answer', message: 'No such question' },
        { path: 'rounds.1.questions.0', message: 'Unknown question' },
      ],
      sampleContent(),
    );
    expect(placed.general).toEqual(['A quiz needs at least 10 questions', 'No such round']);
    expect(placed.rounds[0]?.general).toBe('A round has at most 20 questions');
    expect(placed.questions.d).toEqual({ question: 'Unknown question' });
  });

  it('keeps the first message on a field', () => {
    const placed = placeIssues(
      [
        { path: 'rounds.0.questions.0.prompt', message: 'First' },
        { path: 'rounds.0.questions.0.prompt', message: 'Second' },
      ],
      sampleContent(),
    );
    expect(placed.questions.a).toEqual({ prompt: 'First' });
  });
});

describe('a CSV import’s problems', () => {
  it('gives each bad row its line and field, in file order', () => {
    expect(
      csvProblems([
        { path: 'csv.line.12.answer', message: 'The answer is required' },
        { path: 'csv.line.3', message: 'Expected 11 columns' },
        { path: 'csv', message: 'Not a builder CSV: schema_version is missing' },
      ]),
    ).toEqual([
      { line: null, field: null, message: 'Not a builder CSV: schema_version is missing' },
      { line: 3, field: null, message: 'Expected 11 columns' },
      { line: 12, field: 'answer', message: 'The answer is required' },
    ]);
  });
});
