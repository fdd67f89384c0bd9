import type {
  ArchetypeId,
  Difficulty,
  QuestionCategoryId,
  QuizAudience,
  QuizDifficulty,
  QuizLength,
  QuizSeason,
} from '@trivia/contracts';

/** Question forms a pack can use; `true_false` arrives with the bank's true-or-false questions. */
export type PackQuestionType = 'text' | 'multiple_choice' | 'true_false';

/** The bank's categories, as the pub quiz subjects they are (the one list in @trivia/contracts). */
export type BankCategory = QuestionCategoryId;

/** One round of a recipe: what the composer asks the bank for. */
export interface RoundRecipe {
  title: string;
  count: number;
  /** Only these categories; every category when empty. */
  categories: readonly BankCategory[];
  types: readonly PackQuestionType[];
  /** `ramp`: easy to hard within the round, the way a host reads it out. */
  difficulty: Difficulty | 'ramp';
  /** Themed round: only questions tagged with this season. */
  season?: QuizSeason;
  /** Picture round: only questions with this kind of picture. */
  media?: 'flag';
}

/** A whole quiz of one archetype at one length. */
export interface QuizRecipe {
  archetype: ArchetypeId;
  length: QuizLength;
  audience: QuizAudience;
  difficulty: QuizDifficulty;
  season: QuizSeason | null;
  rounds: readonly RoundRecipe[];
}

export const ROUND_SIZE = 10;

/**
 * A pack is read out by a host and answered on paper, so its rounds ask open questions (the bank's typed form);
 * the multiple-choice form of a fact is for the younger quizzes, where four options help.
 */
export const SPOKEN: readonly PackQuestionType[] = ['text'];
export const WITH_OPTIONS: readonly PackQuestionType[] = ['multiple_choice', 'text'];

/**
 * The bank's categories in six groups that together cover it. A mixed round draws from two of them, a different
 * two each round, so a quiz of mixed rounds still spreads over every subject (and each draw reads a third of the
 * bank, not all of it).
 */
export const SUBJECT_GROUPS: readonly (readonly BankCategory[])[] = [
  ['general-knowledge', 'language', 'food-drink'],
  ['film', 'tv-radio', 'pop-rock', 'classical-music'],
  ['sport', 'famous-people', 'arts-literature'],
  ['uk-geography', 'world-geography'],
  ['british-history', 'world-history'],
  ['science', 'nature', 'space'],
];

/** The categories of the `index`th mixed round: groups i and i+3, so three rounds cover all six. */
export function mixedCategories(index: number): BankCategory[] {
  const n = SUBJECT_GROUPS.length;
  return [...SUBJECT_GROUPS[index % n]!, ...SUBJECT_GROUPS[(index + n / 2) % n]!];
}

export const round = (
  title: string,
  categories: readonly BankCategory[],
  extra: Partial<Omit<RoundRecipe, 'title' | 'categories'>> = {},
): RoundRecipe => ({ title, categories, count: ROUND_SIZE, types: SPOKEN, difficulty: 'ramp', ...extra });

/**
 * The first `count` rounds of a list, cycling through it when the quiz is longer than the list (a 70-question
 * general knowledge quiz goes round its subjects again), numbering repeated titles so each round is named once.
 */
export function takeRounds(list: readonly RoundRecipe[], count: number): RoundRecipe[] {
  const rounds: RoundRecipe[] = [];
  for (let i = 0; i < count; i += 1) {
    const base = list[i % list.length]!;
    const pass = Math.floor(i / list.length);
    rounds.push(pass === 0 ? base : { ...base, title: `${base.title} ${pass + 1}` });
  }
  return rounds;
}
