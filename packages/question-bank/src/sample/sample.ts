import { seededRandom, shuffled } from '../lib/random.js';
import { CATEGORIES, type CheckedQuestion } from '../types.js';

/** Questions shown per category: enough for anyone to judge the bank, drawn afresh only when it changes. */
export const SAMPLE_SIZE = 100;
const SEED = 'readme-sample';

/** A seeded random sample of the passed questions of each category, in category order. */
export function sampleQuestions(questions: readonly CheckedQuestion[]): Map<string, CheckedQuestion[]> {
  const passed = questions.filter((q) => q.qc.passed);
  return new Map(
    CATEGORIES.map((c) => {
      const inCategory = passed.filter((q) => q.category === c.id).sort((a, b) => a.id.localeCompare(b.id));
      return [c.id, shuffled(inCategory, seededRandom(`${SEED}:${c.id}`)).slice(0, SAMPLE_SIZE)];
    }),
  );
}

const escape = (text: string) => text.replace(/([*_|<>[\]])/g, '\\$1');

function line(q: CheckedQuestion, n: number): string {
  const kind = {
    text: 'typed',
    multiple_choice: 'multiple choice',
    true_false: 'true or false',
    order: 'put in order',
    estimate: 'closest wins',
  }[q.type];
  const picture = q.media ? ` [${q.media.kind}: ${q.media.code}]` : '';
  const options = q.options ? ` Options: ${q.options.map(escape).join(' · ')}.` : '';
  const also = q.aliases.length > 0 ? ` (also accepted: ${q.aliases.slice(0, 4).map(escape).join(', ')})` : '';
  return `${n}. ${escape(q.prompt)}${picture}${options} → **${escape(q.answer)}**${also} · _${q.difficulty}, ${kind}_ · \`${q.id}\``;
}

/** The sample as Markdown: what the README's content section links to. */
export function sampleMarkdown(questions: readonly CheckedQuestion[]): string {
  const sample = sampleQuestions(questions);
  const parts = [
    '# A sample of the question bank',
    '',
    `${SAMPLE_SIZE} questions drawn at random from each category of the QC-passed bank, with the accepted answer, ` +
      'the difficulty and the question id. Regenerate with `npm run sample -w @trivia/question-bank` after the ' +
      'bank changes (a test fails while this file names a question the bank no longer holds).',
  ];
  for (const category of CATEGORIES) {
    const list = sample.get(category.id) ?? [];
    parts.push('', `## ${category.name} (${list.length})`, '', ...list.map((q, i) => line(q, i + 1)));
  }
  return `${parts.join('\n')}\n`;
}
