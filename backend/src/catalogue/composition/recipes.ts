import {
  type ArchetypeId,
  ARCHETYPES,
  type QuizAudience,
  type QuizDifficulty,
  type QuizLength,
  type QuizSeason,
} from '@trivia/contracts';
import {
  mixedCategories,
  type QuizRecipe,
  round,
  ROUND_SIZE,
  type RoundRecipe,
  takeRounds,
  WITH_OPTIONS,
} from './round-recipe';

interface Archetype {
  audience: QuizAudience;
  difficulty: QuizDifficulty;
  /** The rounds in order; a quiz takes as many as its length needs, going round again when the list is short. */
  rounds: (roundCount: number) => RoundRecipe[];
}

/** Rounds of mixed subjects, "Round 1", "Round 2"…, each over other subject groups. */
const mixed =
  (title: string, extra: Partial<RoundRecipe> = {}) =>
  (count: number): RoundRecipe[] =>
    Array.from({ length: count }, (_, i) => round(`${title} ${i + 1}`, mixedCategories(i), extra));

/**
 * A seasonal quiz, the way pub Christmas quizzes are often run: a themed round (questions tagged with the season)
 * opens it, and general rounds carry the rest, with a second themed round in the middle of a longer quiz. At most
 * two themed rounds, whatever the length: a season's facts are few, every quiz of its window must find its own, and
 * a fact then rests 90 days. Round titles say which is which ("Christmas Round", "Film & TV").
 */
export const MAX_THEMED_ROUNDS = 2;

function seasonal(season: QuizSeason, themedTitle: string, general: readonly RoundRecipe[]) {
  const themed = round(themedTitle, [], { season });
  return (count: number): RoundRecipe[] => {
    const themedCount = Math.min(MAX_THEMED_ROUNDS, Math.ceil(count / 3));
    const themedAt = new Set([0, ...(themedCount > 1 ? [Math.floor(count / 2)] : [])]);
    let generalUsed = 0;
    const rounds = Array.from({ length: count }, (_, i) =>
      themedAt.has(i) ? themed : general[generalUsed++ % general.length]!,
    );
    return rounds.map((r, i) => numberRepeats(r, i, rounds));
  };
}

/** "Christmas Round", "Christmas Round 2": a title repeated in one quiz gets its number. */
function numberRepeats(r: RoundRecipe, index: number, all: readonly RoundRecipe[]): RoundRecipe {
  const before = all.slice(0, index).filter((other) => other.title === r.title).length;
  return before === 0 ? r : { ...r, title: `${r.title} ${before + 1}` };
}

const cycle = (list: readonly RoundRecipe[]) => (count: number) => takeRounds(list, count);

/**
 * The picture round second and once, whatever the length, the other rounds cycling around it: there are a few
 * hundred flags and a fact rests 90 days, so two flag rounds in every long geography quiz ran out of flags.
 */
const onePictureRound = (list: readonly RoundRecipe[], picture: RoundRecipe) => (count: number) => {
  const rounds = takeRounds(list, count - 1);
  rounds.splice(1, 0, picture);
  return rounds;
};

const ARCHETYPE_RECIPES: Record<ArchetypeId, Archetype> = {
  'classic-pub': {
    audience: 'pub',
    difficulty: 'mixed',
    rounds: cycle([
      round('General Knowledge', ['general-knowledge', 'language', 'famous-people']),
      round('Film, TV & Music', ['film', 'tv-radio', 'pop-rock']),
      round('Sport', ['sport']),
      round('History & Geography', ['british-history', 'world-history', 'uk-geography', 'world-geography']),
      round('Science & Nature', ['science', 'nature', 'space']),
    ]),
  },
  'general-knowledge': {
    audience: 'pub',
    difficulty: 'mixed',
    rounds: mixed('Round'),
  },
  music: {
    audience: 'pub',
    difficulty: 'mixed',
    rounds: cycle([
      round('Pop & Rock', ['pop-rock']),
      round('Classical Music', ['classical-music']),
      round('Music Mix', ['pop-rock', 'classical-music']),
    ]),
  },
  'film-tv': {
    audience: 'pub',
    difficulty: 'mixed',
    rounds: cycle([
      round('Film', ['film']),
      round('TV & Radio', ['tv-radio']),
      round('Screen Mix', ['film', 'tv-radio']),
    ]),
  },
  sport: { audience: 'pub', difficulty: 'mixed', rounds: cycle([round('Sport', ['sport'])]) },
  geography: {
    audience: 'classroom',
    difficulty: 'mixed',
    rounds: onePictureRound(
      [round('UK Geography', ['uk-geography']), round('World Geography', ['world-geography'])],
      round('Flags (picture round)', [], { media: 'flag' }),
    ),
  },
  history: {
    audience: 'classroom',
    difficulty: 'mixed',
    rounds: cycle([
      round('British History', ['british-history']),
      round('World History', ['world-history']),
      round('Famous People', ['famous-people']),
    ]),
  },
  'science-nature': {
    audience: 'classroom',
    difficulty: 'mixed',
    rounds: cycle([round('Science', ['science']), round('Nature & Animals', ['nature']), round('Space', ['space'])]),
  },
  'food-drink': { audience: 'pub', difficulty: 'mixed', rounds: cycle([round('Food & Drink', ['food-drink'])]) },
  'true-or-false': {
    audience: 'corporate',
    difficulty: 'mixed',
    rounds: mixed('True or False', { types: ['true_false'] }),
  },
  'quick-fire': {
    audience: 'corporate',
    difficulty: 'mixed',
    rounds: mixed('Quick-Fire'),
  },
  family: {
    audience: 'family',
    difficulty: 'easy',
    rounds: cycle([
      round('All Sorts', mixedCategories(0), { difficulty: 'easy', types: WITH_OPTIONS }),
      round('Animals & Nature', ['nature'], { difficulty: 'easy', types: WITH_OPTIONS }),
      round('Film & TV', ['film', 'tv-radio'], { difficulty: 'easy', types: WITH_OPTIONS }),
      round('Sport & Games', ['sport', 'general-knowledge'], { types: WITH_OPTIONS }),
      round('Around the World', ['uk-geography', 'world-geography'], { types: WITH_OPTIONS }),
    ]),
  },
  kids: {
    audience: 'classroom',
    difficulty: 'easy',
    rounds: cycle([
      round('Animals', ['nature'], { difficulty: 'easy', types: WITH_OPTIONS }),
      round('Places & Space', ['uk-geography', 'world-geography', 'space'], {
        difficulty: 'easy',
        types: WITH_OPTIONS,
      }),
      round('Stories & Words', ['arts-literature', 'language'], { difficulty: 'easy', types: WITH_OPTIONS }),
    ]),
  },
  halloween: {
    audience: 'pub',
    difficulty: 'mixed',
    rounds: seasonal('halloween', 'Halloween Round', [
      round('General Knowledge', ['general-knowledge', 'language', 'famous-people']),
      round('Film & TV', ['film', 'tv-radio']),
      round('Science & Nature', ['science', 'nature', 'space']),
    ]),
  },
  'bonfire-night': {
    audience: 'family',
    difficulty: 'mixed',
    rounds: seasonal('bonfire-night', 'Bonfire Night Round', [
      round('British History', ['british-history']),
      round('General Knowledge', ['general-knowledge']),
    ]),
  },
  christmas: {
    audience: 'corporate',
    difficulty: 'mixed',
    rounds: seasonal('christmas', 'Christmas Round', [
      round('General Knowledge', ['general-knowledge', 'language', 'famous-people']),
      round('Film & TV', ['film', 'tv-radio']),
      round('Food & Drink', ['food-drink']),
      round('Music', ['pop-rock', 'classical-music']),
      round('History & Geography', ['british-history', 'world-history', 'uk-geography', 'world-geography']),
    ]),
  },
};

/** The recipe of an archetype at one of its lengths: rounds of ten adding up to the length. */
export function recipeFor(archetype: ArchetypeId, length: QuizLength): QuizRecipe {
  if (!ARCHETYPES[archetype].lengths.includes(length)) {
    throw new Error(`${archetype} is not published at ${length} questions`);
  }
  return recipeAt(archetype, length);
}

/**
 * The recipe at any length of the builder (30, 50 or 70), whether or not the catalogue publishes the archetype at
 * it: the archetype's rounds, taken as far as the length needs, the way its published lengths take them.
 */
export function recipeAt(archetype: ArchetypeId, length: QuizLength): QuizRecipe {
  const info = ARCHETYPES[archetype];
  const spec = ARCHETYPE_RECIPES[archetype];
  return {
    archetype,
    length,
    audience: spec.audience,
    difficulty: spec.difficulty,
    season: info.season ?? null,
    rounds: spec.rounds(length / ROUND_SIZE),
  };
}
