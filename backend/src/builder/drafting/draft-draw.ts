import type { BuilderQuestion, BuilderRound, Difficulty, QuizSeason } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import type { QuestionDraw } from '../../question-bank/question-source.service';
import type { DraftRoundPlan } from './draft-plan';

/** What a draft reads of a bank question. */
export interface DraftBankQuestion {
  id: string;
  type: string;
  category: string;
  difficulty: Difficulty;
  prompt: string;
  answer: string;
  aliases: readonly string[];
  options: readonly string[] | null;
  source: string;
  asOf: string;
  factKey: string;
  media: { kind: string; code: string } | null;
}

/** The bank as drafts need it: QuestionSourceService in the app, a fixture in unit tests. */
export interface DraftPicker {
  /** Up to `count` questions fitting the draw, none of its excluded facts or answers, no fact or answer twice. */
  tryDraw(request: QuestionDraw): DraftBankQuestion[];
  categoryName(category: string): string;
}

export interface DraftDrawOptions {
  seed: string;
  /** Facts of the member's recent quizzes to leave out (avoidRecent), already gathered. */
  recentFacts: ReadonlySet<string>;
  /** How many recent quizzes those facts are from, to say so when they leave a round short. */
  recentQuizzes: number;
}

/** A bank question as a draft holds it: the builder's shape, with the fact's source and picture. */
export function toBuilderQuestion(q: DraftBankQuestion): BuilderQuestion {
  return {
    id: q.id,
    origin: 'bank',
    type: q.type as BuilderQuestion['type'],
    category: q.category as BuilderQuestion['category'],
    difficulty: q.difficulty,
    prompt: q.prompt,
    answer: q.answer,
    aliases: [...q.aliases],
    options: q.options ? [...q.options] : null,
    source: q.source,
    asOf: q.asOf,
    media: q.media?.kind === 'flag' ? { kind: 'flag', code: q.media.code } : null,
  };
}

const SEASON_NAMES: Record<QuizSeason, string> = {
  halloween: 'Halloween',
  'bonfire-night': 'Bonfire Night',
  christmas: 'Christmas',
};

/** "Science", "Film and TV & Radio", "Film, Sport and Space", or what a themed or picture round draws. */
function whatRoundAsks(round: DraftRoundPlan, categoryName: (category: string) => string): string {
  if (round.media === 'flag') return 'flag picture';
  if (round.season) return SEASON_NAMES[round.season];
  const names = round.categories.map(categoryName);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What a QUIZ_002 adds when the member's recent quizzes were left out: ", leaving out … your last 3 quizzes". */
export const recentNote = (quizzes: number): string =>
  quizzes === 0 ? '' : `, leaving out the facts of your last ${quizzes === 1 ? 'quiz' : `${quizzes} quizzes`}`;

/** QUIZ_002 naming the round that could not be filled and what it is short of. */
function shortfall(
  round: DraftRoundPlan,
  index: number,
  found: number,
  picker: DraftPicker,
  options: DraftDrawOptions,
) {
  const levels = new Set(round.difficulties);
  const level = levels.size === 1 ? `${[...levels][0]} ` : '';
  const subject = whatRoundAsks(round, (c) => picker.categoryName(c));
  const what = [level, subject ? `${subject} ` : ''].join('').trim();
  const recent = recentNote(options.recentQuizzes);
  return new AppException(
    'QUIZ_002',
    `Only ${found} ${what ? `${what} ` : ''}question${found === 1 ? '' : 's'} left for round ${index + 1} ("${round.title}") of the ${round.difficulties.length} it needs${recent}. Choose more categories, another curve or length, or fewer recent quizzes to avoid.`,
  );
}

const isGeneral = (round: DraftRoundPlan) => !round.season && !round.media;

/**
 * Draws a draft round by round through the bank: no fact or answer twice in the quiz, none of the recent facts,
 * each round's slots at their levels (the bank relaxes a level only when it has none left). Themed and picture
 * rounds go first, as the catalogue's composer draws them: they are the scarce ones. A round the bank cannot fill
 * refuses the draft with QUIZ_002 naming it.
 */
export function drawDraft(
  plan: readonly DraftRoundPlan[],
  picker: DraftPicker,
  options: DraftDrawOptions,
): BuilderRound[] {
  const excludeFacts = new Set(options.recentFacts);
  const excludeAnswers: string[] = [];
  const order = plan
    .map((round, index) => ({ round, index }))
    .sort((a, b) => Number(isGeneral(a.round)) - Number(isGeneral(b.round)) || a.index - b.index);
  const drawn = new Map<number, DraftBankQuestion[]>();
  for (const { round, index } of order) {
    const questions = picker.tryDraw({
      count: round.difficulties.length,
      types: round.types,
      categories: round.categories,
      difficulty: round.difficulties,
      seed: `${options.seed}:${index + 1}`,
      excludeFacts,
      excludeAnswers,
      ...(round.season ? { season: round.season } : {}),
      ...(round.media ? { media: round.media } : {}),
    });
    if (questions.length < round.difficulties.length) throw shortfall(round, index, questions.length, picker, options);
    for (const q of questions) {
      excludeFacts.add(q.factKey);
      if (q.type !== 'true_false') excludeAnswers.push(q.answer);
    }
    drawn.set(index, questions);
  }
  return plan.map((round, index) => ({ title: round.title, questions: drawn.get(index)!.map(toBuilderQuestion) }));
}
