import { randomBytes, randomUUID } from 'node:crypto';
import { ARCHETYPES, type BuilderDraft, QUIZ_LENGTHS, type QuizDifficulty, type QuizSeason } from '@trivia/contracts';
import { customQuestionRef } from '../../catalogue/quizzes/custom-question.entity';
import type { CheckedDraft } from '../validation/draft-validation';

/** A custom_questions row to write: an own question, or an edited copy of a bank question. */
export interface CustomQuestionRow {
  id: string;
  draftQuestionId: string;
  basedOn: string | null;
  type: string;
  category: string;
  difficulty: string;
  prompt: string;
  answer: string;
  aliases: string[];
  options: string[] | null;
  source: string | null;
  asOf: string | null;
  media: { kind: 'flag'; code: string } | null;
  factKey: string;
}

/** What a save writes to the quizzes row (beside owner, slug and stamps) and to custom_questions. */
export interface SavedQuizContent {
  title: string;
  description: string;
  archetype: BuilderDraft['settings']['archetype'];
  difficulty: QuizDifficulty;
  /** The catalogue's length label: the shortest of 30, 50 and 70 that holds the quiz. */
  length: number;
  audience: BuilderDraft['settings']['audience'];
  season: QuizSeason | null;
  categories: string[];
  rounds: { title: string; questionIds: string[] }[];
  factKeys: string[];
  searchText: string;
  questionCount: number;
  custom: CustomQuestionRow[];
}

/** A title as an address's words: "Friday Quiz №2!" → "friday-quiz-2". */
export function titleWords(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** A built quiz's address: its title's words, then a random tail, so two members' "Friday Quiz" never meet. */
export function builtQuizSlug(title: string): string {
  return ['custom', titleWords(title), randomBytes(4).toString('hex')].filter(Boolean).join('-');
}

function byFrequency(values: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value]) => value);
}

/**
 * A checked, complete draft as the quiz it becomes: bank questions named by their bank ids, own and edited
 * questions as new custom rows (`custom:<id>` in the rounds), the facts for "not from my last N quizzes".
 */
export function savedQuizContent(checked: CheckedDraft, settings: BuilderDraft['settings']): SavedQuizContent {
  const custom: CustomQuestionRow[] = [];
  const factKeys: string[] = [];
  const rounds = checked.content.rounds.map((round, r) => ({
    title: round.title,
    questionIds: checked.questions[r]!.map(({ question: q, bank, edited }) => {
      if (bank && !edited) {
        factKeys.push(bank.factKey);
        return bank.id;
      }
      const id = randomUUID();
      const factKey = bank ? bank.factKey : `own:${id}`;
      factKeys.push(factKey);
      custom.push({
        id,
        draftQuestionId: q.id,
        basedOn: bank ? bank.id : null,
        type: q.type,
        category: q.category,
        difficulty: q.difficulty,
        prompt: q.prompt,
        answer: q.answer,
        aliases: [...q.aliases],
        options: q.options ? [...q.options] : null,
        source: q.source,
        asOf: q.asOf,
        media: q.media,
        factKey,
      });
      return customQuestionRef(id);
    }),
  }));
  const questions = checked.content.rounds.flatMap((round) => round.questions);
  const levels = new Set(questions.map((q) => q.difficulty));
  const title = checked.content.title;
  const description = `${questions.length} questions in ${rounds.length} round${rounds.length === 1 ? '' : 's'}, made in the quiz builder.`;
  return {
    title,
    description,
    archetype: settings.archetype,
    difficulty: levels.size === 1 ? [...levels][0]! : 'mixed',
    length: QUIZ_LENGTHS.find((label) => label >= questions.length) ?? QUIZ_LENGTHS.at(-1)!,
    audience: settings.audience,
    season: ARCHETYPES[settings.archetype].season ?? null,
    categories: byFrequency(questions.map((q) => q.category)),
    rounds,
    factKeys,
    searchText: [title, ...rounds.map((round) => round.title), ...questions.map((q) => q.prompt)].join('\n'),
    questionCount: questions.length,
    custom,
  };
}
