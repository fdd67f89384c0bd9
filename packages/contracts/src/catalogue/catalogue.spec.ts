import { QUIZ_ARCHETYPE_COUNT } from '../constants.js';
import { ARCHETYPE_IDS, ARCHETYPES } from './catalogue.js';
import { catalogueQuerySchema, quizSlugSchema } from './catalogue.schemas.js';

describe('archetypes', () => {
  it('are the 16 of the spec, each described', () => {
    expect(ARCHETYPE_IDS).toHaveLength(QUIZ_ARCHETYPE_COUNT);
    for (const id of ARCHETYPE_IDS) {
      expect(ARCHETYPES[id].id).toBe(id);
      expect(ARCHETYPES[id].lengths.length).toBeGreaterThan(0);
    }
  });

  it('publish the classic pub quiz at 50 questions (spec section 9)', () => {
    expect(ARCHETYPES['classic-pub'].lengths).toEqual([50]);
  });
});

describe('catalogueQuerySchema', () => {
  it('reads a query string: one value or many, numbers from text, defaults', () => {
    expect(catalogueQuerySchema.parse({ archetype: 'music', length: ['30', '50'], page: '2' })).toEqual({
      archetype: ['music'],
      length: [30, 50],
      page: 2,
      pageSize: 24,
      sort: 'newest',
    });
  });

  it.each`
    name                  | query
    ${'unknown filter'}   | ${{ colour: 'red' }}
    ${'bad archetype'}    | ${{ archetype: 'opera' }}
    ${'bad length'}       | ${{ length: '40' }}
    ${'page 0'}           | ${{ page: '0' }}
    ${'page size 1,000'}  | ${{ pageSize: '1000' }}
    ${'a long search'}    | ${{ q: 'x'.repeat(101) }}
    ${'bad sort'}         | ${{ sort: 'oldest' }}
    ${'category symbols'} | ${{ category: 'DROP TABLE' }}
  `('refuses $name', ({ query }) => {
    expect(catalogueQuerySchema.safeParse(query).success).toBe(false);
  });

  it('accepts slugs of lower-case words and digits only', () => {
    expect(quizSlugSchema.safeParse('christmas-quiz-2026-12-01').success).toBe(true);
    expect(quizSlugSchema.safeParse('../etc/passwd').success).toBe(false);
    expect(quizSlugSchema.safeParse('Upper-Case').success).toBe(false);
  });
});
