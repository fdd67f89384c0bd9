import { v1SourceOf } from './v1-source';

const ATTRIBUTIONS = [
  {
    name: 'world-countries 5.1.0 (Mohammed Le Doze)',
    licence: 'Open Database License (ODbL) 1.0',
    url: 'https://github.com/mledoze/countries',
  },
  { name: 'countries-list 3.4.1 (Annexare Studio)', licence: 'MIT', url: 'https://github.com/annexare/Countries' },
  { name: 'Our own fact tables', licence: 'project licence', url: 'packages/question-bank/src/data' },
];

describe('v1SourceOf', () => {
  it.each([
    [
      'countries-list@3.4.1',
      { name: 'countries-list 3.4.1 (Annexare Studio)', url: 'https://github.com/annexare/Countries', licence: 'MIT' },
    ],
    [
      'world-countries@5.1.0; CIA World Factbook',
      {
        name: 'world-countries 5.1.0 (Mohammed Le Doze); CIA World Factbook',
        url: 'https://github.com/mledoze/countries',
        licence: 'Open Database License (ODbL) 1.0',
      },
    ],
    // The attribution's "url" for our tables is a path in the repository, not a web address: no url rather than a made-up one.
    ['fact-table:rivers', { name: 'Our own fact tables: rivers', url: null, licence: 'project licence' }],
    [
      'fact-table:planets+moons',
      { name: 'Our own fact tables: planets, moons', url: null, licence: 'project licence' },
    ],
    // A version the attributions do not list is not credited to another version's licence.
    ['countries-list@9.9.9', { name: 'countries-list@9.9.9', url: null, licence: null }],
    [
      'Contributed by Jane D. — https://en.wikipedia.org/wiki/Atmosphere_of_Earth',
      {
        name: 'Contributed by Jane D. — https://en.wikipedia.org/wiki/Atmosphere_of_Earth',
        url: 'https://en.wikipedia.org/wiki/Atmosphere_of_Earth',
        licence: null,
      },
    ],
    ['An almanac', { name: 'An almanac', url: null, licence: null }],
  ])('%s', (source, expected) => {
    expect(v1SourceOf(source, ATTRIBUTIONS)).toEqual(expected);
  });

  it('keeps a fact table as the bank names it when the attributions are missing', () => {
    expect(v1SourceOf('fact-table:rivers', [])).toEqual({ name: 'fact-table:rivers', url: null, licence: null });
  });

  it('works a source out once per list of attributions: the same answer again, another list read afresh', () => {
    const first = v1SourceOf('countries-list@3.4.1', ATTRIBUTIONS);
    expect(v1SourceOf('countries-list@3.4.1', ATTRIBUTIONS)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // A reloaded bank brings a new list: what the old one said is not carried over.
    expect(v1SourceOf('countries-list@3.4.1', [])).toEqual({ name: 'countries-list@3.4.1', url: null, licence: null });
  });
});
