import { normaliseAnswer } from './normalise.js';
import { parseNumberWords, replaceNumberWords } from './numbers.js';

describe('parseNumberWords', () => {
  it.each`
    text                                          | value        | why
    ${'twelve'}                                   | ${12}        | ${'a teen'}
    ${'Twenty-One'}                               | ${21}        | ${'hyphenated tens and units, any case'}
    ${'twenty one'}                               | ${21}        | ${'tens and units with a space'}
    ${'one hundred and five'}                     | ${105}       | ${'British "and"'}
    ${'one hundred five'}                         | ${105}       | ${'American, without "and"'}
    ${'hundred'}                                  | ${100}       | ${'a bare scale word'}
    ${'a thousand'}                               | ${1000}      | ${'"a" before a scale word'}
    ${'three thousand four hundred and twelve'}   | ${3412}      | ${'thousands, hundreds and units'}
    ${'two hundred and fifty thousand'}           | ${250000}    | ${'hundreds inside thousands'}
    ${'one million two hundred thousand and one'} | ${1200001}   | ${'descending scales'}
    ${'5 million'}                                | ${5000000}   | ${'digits before a scale word'}
    ${'1,000'}                                    | ${1000}      | ${'thousands separator'}
    ${'1,234,567'}                                | ${1234567}   | ${'two thousands separators'}
    ${'3.5'}                                      | ${3.5}       | ${'a decimal'}
    ${'zero'}                                     | ${0}         | ${'zero'}
    ${'nought'}                                   | ${0}         | ${'British zero'}
    ${'first'}                                    | ${1}         | ${'ordinal unit'}
    ${'twelfth'}                                  | ${12}        | ${'irregular ordinal'}
    ${'twentieth'}                                | ${20}        | ${'ordinal tens'}
    ${'twenty-first'}                             | ${21}        | ${'compound ordinal'}
    ${'hundredth'}                                | ${100}       | ${'ordinal scale'}
    ${'3rd'}                                      | ${3}         | ${'ordinal suffix'}
    ${'21st'}                                     | ${21}        | ${'ordinal suffix on two digits'}
    ${'nineteen hundred'}                         | ${1900}      | ${'hundreds counted past ten'}
    ${'nineteen eighty-four'}                     | ${1984}      | ${'a year read in pairs'}
    ${'ten sixty-six'}                            | ${1066}      | ${'an early year read in pairs'}
    ${'twenty twelve'}                            | ${2012}      | ${'a recent year read in pairs'}
    ${'apple'}                                    | ${undefined} | ${'not a number'}
    ${''}                                         | ${undefined} | ${'nothing'}
    ${'twelve apostles'}                          | ${undefined} | ${'a number followed by a word'}
    ${'one two'}                                  | ${undefined} | ${'two numbers in a row'}
    ${'fifty fifty'}                              | ${undefined} | ${'two numbers that are not a year'}
    ${'hundred hundred'}                          | ${undefined} | ${'a scale word twice'}
    ${'thousand million'}                         | ${undefined} | ${'scales that do not descend'}
  `('$text → $value ($why)', ({ text, value }) => {
    expect(parseNumberWords(text)).toBe(value);
  });
});

describe('replaceNumberWords', () => {
  it.each`
    text                                | replaced                | why
    ${'One Hundred and One Dalmatians'} | ${'101 dalmatians'}     | ${'a number at the start of a title'}
    ${'Apollo Eleven'}                  | ${'apollo 11'}          | ${'a number after a word'}
    ${'Henry VIII'}                     | ${'henry 8'}            | ${'Roman regnal number'}
    ${'Henry the Eighth'}               | ${'henry 8'}            | ${'"the" before an ordinal is dropped'}
    ${'Henry VIII of England'}          | ${'henry 8 of england'} | ${'Roman numeral inside a longer answer'}
    ${'Pope John XXIII'}                | ${'pope john 23'}       | ${'a numeral above twenty'}
    ${'King George the 3rd'}            | ${'king george 3'}      | ${'"the" before a suffixed ordinal'}
    ${'V for Vendetta'}                 | ${'v for vendetta'}     | ${'a first word is never a Roman numeral'}
    ${'Mix and Match'}                  | ${'mix and match'}      | ${'only I, V and X are read as numerals'}
    ${'Rock and Roll'}                  | ${'rock and roll'}      | ${'"and" is kept outside numbers'}
    ${'A Thousand and One Nights'}      | ${'1001 nights'}        | ${'"and" inside a number'}
    ${'About a Hundred Years'}          | ${'about 100 years'}    | ${'"a" before hundred inside an answer'}
    ${'Jack the Ripper'}                | ${'jack the ripper'}    | ${'"the" before a word that is not a number'}
  `('$text → $replaced ($why)', ({ text, replaced }) => {
    expect(replaceNumberWords(normaliseAnswer(text))).toBe(replaced);
  });
});
