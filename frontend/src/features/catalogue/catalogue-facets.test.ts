import { facetOptions } from './catalogue-facets';

const facets = {
  archetype: [
    { value: 'music', count: 4 },
    { value: 'classic-pub', count: 9 },
  ],
  category: [
    { value: 'sport', count: 2 },
    { value: 'film', count: 5 },
  ],
  difficulty: [],
  length: [
    { value: '70', count: 1 },
    { value: '30', count: 3 },
  ],
  audience: [],
  season: [],
};

describe('facetOptions', () => {
  it('lists quiz types in the catalogue order, with names and the server counts', () => {
    expect(facetOptions('archetype', facets, [])).toEqual([
      { value: 'classic-pub', label: 'Classic Pub Quiz', count: 9, selected: false },
      { value: 'music', label: 'Music', count: 4, selected: false },
    ]);
  });

  it('orders lengths by size and categories by name', () => {
    expect(facetOptions('length', facets, []).map((o) => o.label)).toEqual(['30 questions', '70 questions']);
    expect(facetOptions('category', facets, []).map((o) => o.label)).toEqual(['Film', 'Sport']);
  });

  it('keeps a selected value that matches nothing, at 0, so it can be switched off', () => {
    expect(facetOptions('difficulty', facets, ['hard'])).toEqual([
      { value: 'hard', label: 'Hard', count: 0, selected: true },
    ]);
  });
});
