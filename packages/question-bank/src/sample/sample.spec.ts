import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateQuestionBank, type QuestionBank } from '../generate.js';
import { CATEGORIES } from '../types.js';
import { SAMPLE_SIZE, sampleMarkdown } from './sample.js';

let bank: QuestionBank;
beforeAll(async () => {
  bank = await generateQuestionBank();
}, 60_000);

describe('the README sample', () => {
  it('is the sample of the bank as it is now (run `npm run sample -w @trivia/question-bank` after a change)', () => {
    const committed = readFileSync(join(__dirname, '../../SAMPLE.md'), 'utf8');
    expect(committed).toBe(sampleMarkdown(bank.questions));
  });

  it(`shows ${SAMPLE_SIZE} passed questions of every category`, () => {
    const markdown = sampleMarkdown(bank.questions);
    for (const category of CATEGORIES) expect(markdown).toContain(`## ${category.name} (${SAMPLE_SIZE})`);
  });
});
