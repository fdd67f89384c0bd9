import type { BuilderCurve, BuilderDraftSettings, Difficulty, QuestionCategoryId, QuizSeason } from '@trivia/contracts';
import type { RoundRecipe } from '../../catalogue';
import { difficultyRamp } from '../../question-bank';

/** One round of a draft as it is asked of the bank: its title, what it draws from, and each slot's level. */
export interface DraftRoundPlan {
  title: string;
  /** Only these categories; any category when empty (a themed or picture round). */
  categories: readonly string[];
  types: readonly ('text' | 'multiple_choice' | 'true_false')[];
  /** Each question's wanted level, in order: the round's length. */
  difficulties: readonly Difficulty[];
  season?: QuizSeason;
  media?: 'flag';
}

/**
 * Easy start's later rounds: the rising round's thirds, dealt medium, easy, hard in turn so no stretch of the round
 * is all hard (the contract's "easy start, then mixed").
 */
function mixed(count: number): Difficulty[] {
  const ramp = difficultyRamp(count);
  const piles = (['medium', 'easy', 'hard'] as const).map((level) => ramp.filter((d) => d === level));
  const dealt: Difficulty[] = [];
  while (dealt.length < count) for (const pile of piles) if (pile.length) dealt.push(pile.pop()!);
  return dealt;
}

/** Each slot's level in round `index` under the curve; a round the recipe fixes at one level (kids) keeps it. */
export function roundLevels(
  curve: BuilderCurve,
  index: number,
  count: number,
  fixed: Difficulty | 'ramp',
): Difficulty[] {
  if (fixed !== 'ramp') return Array<Difficulty>(count).fill(fixed);
  if (curve === 'flat') return Array<Difficulty>(count).fill('medium');
  if (curve === 'rising') return difficultyRamp(count);
  return index === 0 ? Array<Difficulty>(count).fill('easy') : mixed(count);
}

/**
 * The member's categories applied to the recipe: a round over some of them keeps its title and draws from those;
 * a round over none of them becomes a round of one of them (the least used so far), titled by its name. Themed
 * and picture rounds, which draw from any category, stay: they are what the archetype is.
 */
function narrowed(
  rounds: readonly RoundRecipe[],
  chosen: readonly QuestionCategoryId[],
  categoryName: (category: string) => string,
): RoundRecipe[] {
  if (!chosen.length) return [...rounds];
  const uses = new Map(chosen.map((category) => [category, 0]));
  const kept = rounds.map((round) => {
    if (!round.categories.length) return round;
    const overlap = round.categories.filter((category) => uses.has(category));
    for (const category of overlap) uses.set(category, uses.get(category)! + 1);
    return overlap.length ? { ...round, categories: overlap } : null;
  });
  const titles = new Map<string, number>();
  return kept.map((round, i) => {
    if (round) return round;
    const [category] = [...uses].sort((a, b) => a[1] - b[1] || chosen.indexOf(a[0]) - chosen.indexOf(b[0]))[0]!;
    uses.set(category, uses.get(category)! + 1);
    const name = categoryName(category);
    const seen = (titles.get(name) ?? 0) + 1;
    titles.set(name, seen);
    return { ...rounds[i]!, categories: [category], title: seen === 1 ? name : `${name} ${seen}` };
  });
}

/** Round titles made unique (a narrowed quiz may name two rounds alike): "Film", "Film 2". */
function uniqueTitles(rounds: DraftRoundPlan[]): DraftRoundPlan[] {
  const seen = new Map<string, number>();
  return rounds.map((round) => {
    const count = (seen.get(round.title) ?? 0) + 1;
    seen.set(round.title, count);
    return count === 1 ? round : { ...round, title: `${round.title} (${count})` };
  });
}

/**
 * The rounds a draft asks the bank for: the archetype's recipe at the chosen length (`recipe`), narrowed to the
 * member's categories, each slot's level from the curve; a family audience gets no hard questions.
 */
export function planDraft(
  settings: Pick<BuilderDraftSettings, 'categories' | 'curve' | 'audience'>,
  recipe: readonly RoundRecipe[],
  categoryName: (category: string) => string,
): DraftRoundPlan[] {
  const rounds = narrowed(recipe, settings.categories, categoryName).map((round, index): DraftRoundPlan => {
    const levels = roundLevels(settings.curve, index, round.count, round.difficulty);
    return {
      title: round.title,
      categories: round.categories,
      types: round.types,
      difficulties: settings.audience === 'family' ? levels.map((d) => (d === 'hard' ? 'medium' : d)) : levels,
      ...(round.season ? { season: round.season } : {}),
      ...(round.media ? { media: round.media } : {}),
    };
  });
  return uniqueTitles(rounds);
}
