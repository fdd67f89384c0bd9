import type { ArchetypeId, QuizAudience, QuizDifficulty, QuizSeason } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import type { StoredRound } from '../quizzes/quiz.entity';
import { quizDescription, quizTitle } from './quiz-title';
import type { PackQuestionType, QuizRecipe, RoundRecipe } from './round-recipe';

/** What the composer reads of a bank question. */
export interface PackQuestion {
  id: string;
  type: string;
  category: string;
  prompt: string;
  answer: string;
  factKey: string;
  /** Season tags and picture, once the bank carries them. */
  seasons?: readonly string[] | null;
  media?: { kind: string; code: string } | null;
}

/** One round's request to the bank: a QuestionSource draw. */
export interface RoundDraw {
  count: number;
  types: readonly PackQuestionType[];
  categories: readonly string[];
  difficulty: RoundRecipe['difficulty'];
  season?: QuizSeason;
  media?: 'flag';
  /** Leave out questions tagged with these seasons (kept for their themed rounds). */
  avoidSeasons?: readonly QuizSeason[];
  seed: string;
  excludeFacts: ReadonlySet<string>;
  excludeAnswers: readonly string[];
}

/** The bank as the composer needs it (QuestionSourceService in the app, a fixture in unit tests). */
export interface QuestionPicker {
  /** Exactly `count` questions, or throws QUIZ_003. */
  draw(request: RoundDraw): PackQuestion[];
  categoryName(category: string): string;
}

export interface ComposedQuiz {
  slug: string;
  title: string;
  description: string;
  archetype: ArchetypeId;
  length: number;
  audience: QuizAudience;
  difficulty: QuizDifficulty;
  season: QuizSeason | null;
  /** The quiz's categories, most asked first. */
  categories: string[];
  rounds: StoredRound[];
  factKeys: string[];
  searchText: string;
}

export interface CompositionRequest {
  recipe: QuizRecipe;
  slug: string;
  /** The UK date the quiz is released for: its title carries it. */
  date: string;
  /** Facts of recent releases the quiz must not ask again. */
  recentFacts: ReadonlySet<string>;
  /**
   * Seasons whose facts are kept for their own themed rounds (a window is open or opens within the 90 days a fact
   * rests): every other round leaves them out where it can, so the season's quizzes find them unused.
   */
  reservedSeasons?: readonly QuizSeason[];
}

/**
 * Builds a quiz from its recipe, round by round: each round avoids every fact and answer already in the quiz and
 * in recent releases, and is seeded by the slug, so the same slug over the same bank gives the same quiz.
 */
export function composeQuiz(request: CompositionRequest, bank: QuestionPicker): ComposedQuiz {
  const { recipe, slug } = request;
  const excludeFacts = new Set(request.recentFacts);
  const answers: string[] = [];
  // Themed and picture rounds are drawn first: they are the ones a bank may not fill, and the scarcer questions.
  const order = recipe.rounds
    .map((round, index) => ({ round, index }))
    .sort((a, b) => Number(isGeneral(a.round)) - Number(isGeneral(b.round)) || a.index - b.index);
  const drawnInOrder = order.map(({ round, index }) => {
    const draw: RoundDraw = {
      count: round.count,
      types: round.types,
      categories: round.categories,
      difficulty: round.difficulty,
      ...(round.season ? { season: round.season } : {}),
      ...(round.media ? { media: round.media } : {}),
      seed: `${slug}:${index + 1}`,
      excludeFacts,
      excludeAnswers: answers,
    };
    const reserved = round.season === undefined ? (request.reservedSeasons ?? []) : [];
    const questions = reserved.length > 0 ? drawSparing(bank, draw, reserved) : bank.draw(draw);
    assertRoundFits(round, questions);
    for (const q of questions) {
      excludeFacts.add(q.factKey);
      // Every true-or-false question answers True or False: those keep apart by fact alone.
      if (q.type !== 'true_false') answers.push(q.answer);
    }
    return { round, index, questions };
  });
  const drawn = drawnInOrder.sort((a, b) => a.index - b.index);
  const all = drawn.flatMap((r) => r.questions);
  const categories = byFrequency(all.map((q) => q.category));
  const title = quizTitle(recipe.archetype, request.date);
  const description = quizDescription(recipe.archetype, recipe.length, recipe.rounds.length);
  return {
    slug,
    title,
    description,
    archetype: recipe.archetype,
    length: recipe.length,
    audience: recipe.audience,
    difficulty: recipe.difficulty,
    season: recipe.season,
    categories,
    rounds: drawn.map(({ round, questions }) => ({ title: round.title, questionIds: questions.map((q) => q.id) })),
    factKeys: all.map((q) => q.factKey),
    searchText: [
      title,
      description,
      ...recipe.rounds.map((r) => r.title),
      ...categories.map((c) => bank.categoryName(c)),
      ...all.map((q) => q.prompt),
    ].join('\n'),
  };
}

/**
 * A round other than a themed one leaves the reserved seasons' questions alone while the bank can spare them; one
 * it cannot fill without them (a true-or-false quiz when half the true-or-false facts are seasonal) is drawn from
 * the whole bank instead.
 */
function drawSparing(bank: QuestionPicker, draw: RoundDraw, reserved: readonly QuizSeason[]): PackQuestion[] {
  try {
    return bank.draw({ ...draw, avoidSeasons: reserved });
  } catch (error) {
    if (error instanceof AppException && error.code === 'QUIZ_003') return bank.draw(draw);
    throw error;
  }
}

/**
 * A themed or picture round the bank cannot fill with themed or picture questions is refused, never filled with
 * ordinary ones: a bank without season tags or pictures would otherwise answer the draw with general questions.
 */
function assertRoundFits(round: RoundRecipe, questions: readonly PackQuestion[]): void {
  const misfit = questions.find(
    (q) =>
      !(round.types as readonly string[]).includes(q.type) ||
      (round.season !== undefined && !q.seasons?.includes(round.season)) ||
      (round.media !== undefined && q.media?.kind !== round.media),
  );
  if (questions.length < round.count || misfit) {
    throw new AppException('QUIZ_003', `The bank cannot fill the round "${round.title}" yet`);
  }
}

const isGeneral = (round: RoundRecipe) => round.season === undefined && round.media === undefined;

function byFrequency(values: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value]) => value);
}
