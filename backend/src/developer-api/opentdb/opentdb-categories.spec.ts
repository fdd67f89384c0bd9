import { QUESTION_CATEGORIES } from '@trivia/contracts';
import { OPENTDB_CATEGORIES, openTdbCategory, openTdbCategoryOf, resultCategoryName } from './opentdb-categories';

describe('the OpenTDB category map', () => {
  it("has opentdb.com's 24 ids, 9 to 32, in ascending order", () => {
    expect(OPENTDB_CATEGORIES.map((c) => c.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 9));
    expect(openTdbCategory(8)).toBeUndefined();
    expect(openTdbCategory(33)).toBeUndefined();
    expect(openTdbCategory(15)?.name).toBe('Entertainment: Video Games');
  });

  it('maps each of our categories to at most one of its ids, and only categories that exist', () => {
    const ours = OPENTDB_CATEGORIES.flatMap((c) => c.ours);
    expect(new Set(ours).size).toBe(ours.length);
    const known = new Set<string>(QUESTION_CATEGORIES.map((c) => c.id));
    for (const id of ours) expect(known.has(id)).toBe(true);
  });

  it('serves the subjects that truly fit and claims none it lacks', () => {
    expect(openTdbCategory(22)?.ours).toEqual(['uk-geography', 'world-geography']);
    expect(openTdbCategory(23)?.ours).toEqual(['british-history', 'world-history']);
    expect(openTdbCategory(12)?.ours).toEqual(['pop-rock', 'classical-music']);
    for (const lacking of [15, 16, 18, 24, 28, 31]) expect(openTdbCategory(lacking)?.ours).toEqual([]);
    expect(openTdbCategoryOf('food-drink')).toBeUndefined();
  });

  it("names a result by OpenTDB's category where there is one, by ours otherwise", () => {
    expect(resultCategoryName('film', 'Film')).toBe('Entertainment: Film');
    expect(resultCategoryName('food-drink', 'Food & Drink')).toBe('Food & Drink');
  });
});
