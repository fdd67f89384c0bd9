import { ARCHETYPE_IDS, ARCHETYPES } from '@trivia/contracts';
import { MAX_THEMED_ROUNDS, recipeAt, recipeFor } from './recipes';

const everyRecipe = ARCHETYPE_IDS.flatMap((archetype) =>
  ARCHETYPES[archetype].lengths.map((length) => recipeFor(archetype, length)),
);

describe('recipes', () => {
  it.each(everyRecipe.map((recipe) => [`${recipe.archetype} ${recipe.length}`, recipe] as const))(
    '%s: rounds of ten adding up to the length, each titled once',
    (_, recipe) => {
      expect(recipe.rounds.reduce((sum, round) => sum + round.count, 0)).toBe(recipe.length);
      expect(recipe.rounds.every((round) => round.count === 10)).toBe(true);
      const titles = recipe.rounds.map((round) => round.title);
      expect(new Set(titles).size).toBe(titles.length);
    },
  );

  it('makes the classic pub quiz 50 questions over five classic subjects', () => {
    const recipe = recipeFor('classic-pub', 50);
    expect(recipe.rounds.map((round) => round.title)).toEqual([
      'General Knowledge',
      'Film, TV & Music',
      'Sport',
      'History & Geography',
      'Science & Nature',
    ]);
    expect(recipe.audience).toBe('pub');
    expect(recipe.rounds.every((round) => round.difficulty === 'ramp')).toBe(true);
  });

  it('gives geography one flag picture round at every length, and true or false only true_false questions', () => {
    for (const length of ARCHETYPES.geography.lengths) {
      const titles = recipeFor('geography', length).rounds.map((round) =>
        round.media === 'flag' ? 'FLAGS' : round.title,
      );
      expect(titles.filter((title) => title === 'FLAGS')).toEqual(['FLAGS']);
      expect(titles[1]).toBe('FLAGS');
      expect(new Set(titles).size).toBe(titles.length);
    }
    expect(recipeFor('true-or-false', 50).rounds.every((round) => round.types.join() === 'true_false')).toBe(true);
    const others = everyRecipe.filter((recipe) => recipe.archetype !== 'true-or-false');
    expect(others.some((recipe) => recipe.rounds.some((round) => round.types.includes('true_false')))).toBe(false);
  });

  it('leans kids and family quizzes easy', () => {
    for (const recipe of [recipeFor('kids', 30), recipeFor('family', 30), recipeFor('family', 50)]) {
      expect(recipe.difficulty).toBe('easy');
      const easy = recipe.rounds.filter((round) => round.difficulty === 'easy').length;
      expect(easy).toBeGreaterThan(recipe.rounds.length / 2);
      expect(recipe.rounds.some((round) => round.difficulty === 'hard')).toBe(false);
    }
  });

  it.each(['halloween', 'bonfire-night', 'christmas'] as const)(
    'opens %s quizzes with a themed round, at most two, the rest general and titled so',
    (season) => {
      for (const length of ARCHETYPES[season].lengths) {
        const recipe = recipeFor(season, length);
        expect(recipe.season).toBe(season);
        const themed = recipe.rounds.filter((round) => round.season === season);
        expect(themed).toHaveLength(length === 30 ? 1 : 2);
        expect(themed.length).toBeLessThanOrEqual(MAX_THEMED_ROUNDS);
        expect(recipe.rounds[0]!.season).toBe(season);
        for (const round of recipe.rounds) {
          expect(round.title.includes(' Round')).toBe(round.season !== undefined);
        }
      }
      expect(recipeFor('christmas', 70).rounds.map((round) => round.title)).toEqual([
        'Christmas Round',
        'General Knowledge',
        'Film & TV',
        'Christmas Round 2',
        'Food & Drink',
        'Music',
        'History & Geography',
      ]);
    },
  );

  it('gives every archetype an audience and a season only to the seasonal ones', () => {
    for (const recipe of everyRecipe) {
      expect(['pub', 'classroom', 'corporate', 'family']).toContain(recipe.audience);
      expect(recipe.season).toBe(ARCHETYPES[recipe.archetype].season ?? null);
      expect(recipe.rounds.some((round) => round.season)).toBe(recipe.season !== null);
    }
  });

  it('refuses a length the archetype is not published in', () => {
    expect(() => recipeFor('classic-pub', 30)).toThrow(/not published/);
  });

  it('scales any archetype to every builder length, the published lengths unchanged', () => {
    expect(recipeAt('classic-pub', 30).rounds.map((round) => round.title)).toEqual([
      'General Knowledge',
      'Film, TV & Music',
      'Sport',
    ]);
    expect(recipeAt('classic-pub', 70).rounds.map((round) => round.title)).toContain('General Knowledge 2');
    expect(recipeAt('christmas', 50)).toEqual(recipeFor('christmas', 50));
  });
});
