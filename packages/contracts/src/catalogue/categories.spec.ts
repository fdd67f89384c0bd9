import { questionCategoryIdSchema } from './catalogue.schemas.js';
import { categoryName, QUESTION_CATEGORIES } from './categories.js';

describe('question categories', () => {
  it('lists each category once, with a name', () => {
    const ids = QUESTION_CATEGORIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of QUESTION_CATEGORIES) expect(c.name.length).toBeGreaterThan(2);
  });

  it('names a category, and reads an unknown id as its words', () => {
    expect(categoryName('pop-rock')).toBe('Pop & Rock Music');
    expect(categoryName('uk-geography')).toBe('UK Geography & Places');
    expect(categoryName('quiz-night')).toBe('Quiz night');
  });

  it('validates ids', () => {
    expect(questionCategoryIdSchema.safeParse('sport').success).toBe(true);
    expect(questionCategoryIdSchema.safeParse('Sport').success).toBe(false);
  });
});
