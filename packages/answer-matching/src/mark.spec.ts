import { markAnswer, type AcceptedAnswer, type MarkOptions, type MarkReason } from './mark.js';

const COUNTRIES = [
  'Australia',
  'Austria',
  'Gambia',
  'Zambia',
  'Iran',
  'Iraq',
  'Niger',
  'Nigeria',
  'Slovenia',
  'Slovakia',
  'Iceland',
  'Ireland',
  'Mali',
  'Malta',
  'Sweden',
  'Switzerland',
  'Guinea',
  'Guinea-Bissau',
  'Dominica',
  'Dominican Republic',
  'North Korea',
  'South Korea',
];
const countries: MarkOptions = { knownAnswers: COUNTRIES };

type Row = {
  given: string;
  accepted: AcceptedAnswer;
  options?: MarkOptions;
  reason: MarkReason;
  why: string;
};

const row = (given: string, answer: string, reason: MarkReason, why: string, options?: MarkOptions): Row => ({
  given,
  accepted: { answer },
  options,
  reason,
  why,
});

const accepted: Row[] = [
  row('Paris', 'Paris', 'exact', 'identical'),
  row('  Paris ', 'Paris', 'exact', 'surrounding whitespace'),
  row('paris', 'Paris', 'normalised', 'case'),
  row('NEW YORK', 'New York', 'normalised', 'upper case'),
  row('new    york', 'New York', 'normalised', 'inner whitespace'),
  row('St Petersburg', 'St. Petersburg', 'normalised', 'full stop in an abbreviation'),
  row('Guinea Bissau', 'Guinea-Bissau', 'normalised', 'hyphen read as a space'),
  row('GuineaBissau', 'Guinea-Bissau', 'normalised', 'hyphen left out'),
  row('USA', 'U.S.A.', 'normalised', 'full stops in initials'),
  row('OBrien', "O'Brien", 'normalised', 'apostrophe left out'),
  row('Cote dIvoire', 'Côte d’Ivoire', 'normalised', 'accent and curly apostrophe'),
  row('Sao Paulo', 'São Paulo', 'normalised', 'tilde'),
  row('Zurich', 'Zürich', 'normalised', 'umlaut'),
  row('Lodz', 'Łódź', 'normalised', 'letters Unicode does not decompose'),
  row('Strasse', 'Straße', 'normalised', 'sharp s'),
  row('Trinidad & Tobago', 'Trinidad and Tobago', 'normalised', '& for and'),
  row('Beatles', 'The Beatles', 'normalised', 'leading article left out'),
  row('the Hague', 'Hague', 'normalised', 'leading article added'),
  row('Tale of Two Cities', 'A Tale of Two Cities', 'normalised', 'leading "a"'),
  row('Inspector Calls', 'An Inspector Calls', 'normalised', 'leading "an"'),
  row('Hamlet!', 'Hamlet', 'normalised', 'trailing punctuation'),
  row('twelve', '12', 'number', 'number word for digits'),
  row('12', 'Twelve', 'number', 'digits for a number word'),
  row('twenty-one', '21', 'number', 'hyphenated number word'),
  row('AD 122', '122', 'number', 'a year with its era in front'),
  row('122 AD', '122', 'number', 'a year with its era behind'),
  row('one hundred and five', '105', 'number', 'British "and" after hundred'),
  row('1000', '1,000', 'normalised', 'thousands separator'),
  row('one thousand', '1,000', 'number', 'thousand in words'),
  row('a million', '1,000,000', 'number', '"a" before a scale word'),
  row('5 million', 'five million', 'number', 'digits before a scale word'),
  row('two hundred and fifty thousand', '250,000', 'number', 'hundreds inside thousands'),
  row('3rd', 'third', 'number', 'ordinal suffix for an ordinal word'),
  row('third', '3', 'number', 'ordinal word for digits'),
  row('3', '3rd', 'number', 'digits for an ordinal suffix'),
  row('50/50', 'fifty-fifty', 'number', 'two numbers that are not a year'),
  row('ten sixty-six', '1066', 'number', 'an early year read in pairs'),
  row('nineteen eighty-four', '1984', 'number', 'a year read in pairs'),
  row('Apollo Eleven', 'Apollo 11', 'number', 'number inside a name'),
  row('Henry VIII', 'Henry the Eighth', 'number', 'Roman regnal number for the ordinal'),
  row('Henry 8th', 'Henry VIII', 'number', 'ordinal digits for the Roman numeral'),
  row('Henry the 8th', 'Henry VIII', 'number', '"the" before an ordinal'),
  row('Elizabeth 2', 'Elizabeth II', 'number', 'plain digits for a Roman numeral'),
  row('Louis the Fourteenth', 'Louis XIV', 'number', 'subtractive Roman numeral'),
  row('color', 'Colour', 'variant', '-our/-or'),
  row('Labor Party', 'Labour Party', 'variant', '-our/-or inside a longer answer'),
  row('favorite', 'favourite', 'variant', '-our/-or before a suffix'),
  row('center', 'centre', 'variant', '-re/-er'),
  row('Rockefeller Centre', 'Rockefeller Center', 'variant', 'British spelling of an American name'),
  row('theater', 'theatre', 'variant', 'theatre/theater'),
  row('organization', 'organisation', 'variant', '-isation/-ization'),
  row('realize', 'realise', 'variant', '-ise/-ize'),
  row('analyze', 'analyse', 'variant', '-yse/-yze'),
  row('gray', 'grey', 'variant', 'grey/gray'),
  row('aluminum', 'aluminium', 'variant', 'aluminium/aluminum'),
  row('cesium', 'caesium', 'variant', 'element name in American spelling'),
  row('sulfur', 'sulphur', 'variant', 'sulphur/sulfur'),
  row('defense', 'defence', 'variant', 'defence/defense'),
  row('traveled', 'travelled', 'variant', 'doubled l'),
  row('catalog', 'catalogue', 'variant', 'catalogue/catalog'),
  row('Saint Lucia', 'St Lucia', 'title', 'St before a name'),
  row('Mt Everest', 'Mount Everest', 'variant', 'Mt before a name'),
  row('Lodnon', 'London', 'spelling', 'swapped letters count as one edit (6 letters)'),
  row('Pairs', 'Paris', 'spelling', 'one swap in a 5-letter word'),
  row('Portugul', 'Portugal', 'spelling', 'one wrong letter in 8 letters'),
  row('Sweeden', 'Sweden', 'spelling', 'one extra letter'),
  row('Mississipi', 'Mississippi', 'spelling', 'one letter short in a long word'),
  row('Missisipi', 'Mississippi', 'spelling', 'two letters short in a long word'),
  row('Shakespear', 'Shakespeare', 'spelling', 'dropped final e'),
  row('Tchaikovski', 'Tchaikovsky', 'spelling', 'transliteration'),
  row('Leonardo da Vinchi', 'Leonardo da Vinci', 'spelling', 'each word within its own budget'),
  row('New Zeeland', 'New Zealand', 'spelling', 'one word misspelt in a longer answer'),
  row('Austrai', 'Austria', 'spelling', 'a typo closer to the answer than to any other country', countries),
  row('Nigerai', 'Nigeria', 'spelling', 'a typo closer to Nigeria than to Niger', countries),
  row('Icelend', 'Iceland', 'spelling', 'a typo closer to Iceland than to Ireland', countries),
  row('Zuerich', 'Zürich', 'spelling', 'ue for ü is one edit'),
  {
    given: 'Burma',
    accepted: { answer: 'Myanmar', aliases: ['Burma'] },
    reason: 'alias',
    why: 'an accepted alias',
  },
  {
    given: 'ivory coast',
    accepted: { answer: 'Côte d’Ivoire', aliases: ['Ivory Coast'] },
    reason: 'alias',
    why: 'alias in lower case',
  },
  {
    given: 'Ceylone',
    accepted: { answer: 'Sri Lanka', aliases: ['Ceylon'] },
    reason: 'spelling',
    why: 'a misspelt alias',
  },
  row('Tyer', 'tyre', 'spelling', 'one swap in a 4-letter word'),
  row('Olso', 'Oslo', 'spelling', 'one swap in a 4-letter word'),
];

const refused: Row[] = [
  row('122 BC', '122', 'wrong', 'the other side of year one'),
  row('Australia', 'Austria', 'wrong', 'a different country, given as a known answer', countries),
  row('Australia', 'Austria', 'wrong', 'a different country, even without a list: 2 edits in 7 letters'),
  row('Austria', 'Australia', 'wrong', 'budget follows the shorter word'),
  row('Iraq', 'Iran', 'wrong', 'another country, one letter away', countries),
  row('Iran', 'Iraq', 'wrong', 'another country, the other way', countries),
  row('Irak', 'Iran', 'wrong', 'as close to Iraq as to Iran', countries),
  row('Osl', 'Oslo', 'wrong', 'a letter short is not a typo of a 4-letter word once it is 3 letters'),
  row('Mali', 'Malta', 'wrong', 'a 4-letter answer gets no typo budget'),
  row('Malta', 'Mali', 'wrong', 'budget follows the shorter word'),
  row('Niger', 'Nigeria', 'wrong', 'Niger is not Nigeria', countries),
  row('Nigeria', 'Niger', 'wrong', 'Nigeria is not Niger'),
  row('Slovakia', 'Slovenia', 'wrong', 'two edits in 8 letters'),
  row('Zambia', 'Gambia', 'wrong', 'a typo must keep the first letter'),
  row('Kondon', 'London', 'wrong', 'a typo must keep the first letter, in any word'),
  row('Ireland', 'Iceland', 'wrong', 'one edit away but a known different answer', countries),
  row('Irelend', 'Iceland', 'wrong', 'a typo of a different known answer'),
  row('Austrlia', 'Austria', 'wrong', 'as close to Australia as to Austria', countries),
  row('Swedes', 'Sweden', 'wrong', 'listed as a reject', { rejects: ['Swedes'] }),
  row('Swedens', 'Sweden', 'wrong', 'as close to a reject as to the answer', { rejects: ['Swedes'] }),
  row('Lodnno', 'London', 'wrong', 'two edits in 6 letters'),
  row('Nwe Zealand', 'New Zealand', 'wrong', 'a 3-letter word gets no typo budget'),
  row('South Korea', 'North Korea', 'wrong', 'a different country sharing a word'),
  row('Guinea', 'Guinea-Bissau', 'wrong', 'a shorter country inside a longer name'),
  row('Dominica', 'Dominican Republic', 'wrong', 'a different country with a similar name'),
  row('Beatles', 'The Beat', 'wrong', 'articles are ignored, the rest must still match'),
  row('1067', '1066', 'wrong', 'no typo tolerance on numbers'),
  row('13', 'twelve', 'wrong', 'number off by one, words against digits'),
  row('twenty-two', '21', 'wrong', 'number off by one in words'),
  row('1000', '10,000', 'wrong', 'a missing zero'),
  row('3.15', '3.14', 'wrong', 'decimals must match'),
  row('twelv', '12', 'wrong', 'a misspelt number word is not read as a number'),
  row('Apollo 12', 'Apollo 11', 'wrong', 'different number inside a name'),
  row('Catch 23', 'Catch-22', 'wrong', 'different number in a title'),
  row('Henry VII', 'Henry VIII', 'wrong', 'a different king'),
  row('Henry the Seventh', 'Henry VIII', 'wrong', 'a different king in words'),
  row('103', 'Nineteen Eighty-Four', 'wrong', 'a year in words is not the sum of its words'),
  row('program', 'programme', 'wrong', 'context-dependent spellings are not variants'),
  row('Siam', 'Sri Lanka', 'wrong', 'the former name of a different country'),
  row('The', 'The Beatles', 'wrong', 'only the article'),
  row('', 'Paris', 'empty', 'nothing typed'),
  row('   ', 'Paris', 'empty', 'only spaces'),
  row('\t \t', 'Paris', 'empty', 'only tabs and a space'),
  row('?!.', 'Paris', 'empty', 'only punctuation'),
  {
    given: 'Siam',
    accepted: { answer: 'Sri Lanka', aliases: ['Ceylon'] },
    options: { knownAnswers: ['Thailand', 'Siam'] },
    reason: 'wrong',
    why: 'an alias of a different answer',
  },
  {
    given: 'Holland',
    accepted: { answer: 'Denmark', aliases: ['Kingdom of Denmark'] },
    reason: 'wrong',
    why: 'another country’s informal name',
  },
];

describe('markAnswer', () => {
  it.each(accepted)('accepts "$given" for "$accepted.answer" ($why)', ({ given, accepted, options, reason }) => {
    const result = markAnswer(given, accepted, options);
    expect(result).toMatchObject({ correct: true, reason });
    expect([accepted.answer, ...(accepted.aliases ?? [])]).toContain(result.matched);
  });

  it.each(refused)('refuses "$given" for "$accepted.answer" ($why)', ({ given, accepted, options, reason }) => {
    expect(markAnswer(given, accepted, options)).toEqual({ correct: false, reason });
  });
});

describe('markAnswer with names and shorter names', () => {
  const people = { knownAnswers: ['Theodore Roosevelt', 'Robert F. Kennedy'], person: true };
  it.each`
    given                     | answer                         | options      | expected
    ${'Sir Isaac Newton'}     | ${'Isaac Newton'}              | ${{}}        | ${{ correct: true, matched: 'Isaac Newton', reason: 'title' }}
    ${'Queen Victoria'}       | ${'Victoria'}                  | ${{}}        | ${{ correct: true, matched: 'Victoria', reason: 'title' }}
    ${'Queen'}                | ${'Queen'}                     | ${{}}        | ${{ correct: true, matched: 'Queen', reason: 'exact' }}
    ${'Franklin Roosevelt'}   | ${'Franklin Delano Roosevelt'} | ${people}    | ${{ correct: true, matched: 'Franklin Delano Roosevelt', reason: 'name' }}
    ${'Franklin D Roosevelt'} | ${'Franklin Delano Roosevelt'} | ${people}    | ${{ correct: true, matched: 'Franklin Delano Roosevelt', reason: 'name' }}
    ${'Franklin Roosevelt'}   | ${'Franklin Delano Roosevelt'} | ${{}}        | ${{ correct: false, reason: 'wrong' }}
    ${'Delano Roosevelt'}     | ${'Franklin Delano Roosevelt'} | ${people}    | ${{ correct: false, reason: 'wrong' }}
    ${'Korea'}                | ${'South Korea'}               | ${countries} | ${{ correct: false, reason: 'wrong' }}
  `('$given for $answer → $expected.reason', ({ given, answer, options, expected }) => {
    expect(markAnswer(given, { answer }, options)).toEqual(expected);
  });

  it('refuses an alias that is a shorter name of another known answer, but not an abbreviation', () => {
    const korea = { answer: 'South Korea', aliases: ['Korea', 'ROK'] };
    expect(markAnswer('Korea', korea, countries)).toEqual({ correct: false, reason: 'ambiguous' });
    expect(markAnswer('ROK', korea, countries)).toMatchObject({ correct: true, reason: 'alias' });
    const states = { knownAnswers: ['US Virgin Islands'] };
    expect(markAnswer('us', { answer: 'United States', aliases: ['US'] }, states)).toMatchObject({ correct: true });
  });
});
