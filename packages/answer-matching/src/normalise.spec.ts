import { normaliseAnswer } from './normalise.js';

describe('normaliseAnswer', () => {
  it.each`
    text                      | normalised              | why
    ${'  The   Beatles '}     | ${'beatles'}            | ${'case, spaces and a leading article'}
    ${'The'}                  | ${'the'}                | ${'an article alone is kept'}
    ${'A Tale of Two Cities'} | ${'tale of two cities'} | ${'only the leading article goes'}
    ${'São Paulo'}            | ${'sao paulo'}          | ${'accents'}
    ${'Łódź'}                 | ${'lodz'}               | ${'letters without a decomposition'}
    ${'Æsop'}                 | ${'aesop'}              | ${'ligature'}
    ${'Côte d’Ivoire'}        | ${'cote divoire'}       | ${'curly apostrophe'}
    ${"O'Brien"}              | ${'obrien'}             | ${'straight apostrophe'}
    ${'Guinea-Bissau'}        | ${'guinea bissau'}      | ${'hyphen'}
    ${'St. Kitts & Nevis'}    | ${'st kitts and nevis'} | ${'full stop and ampersand'}
    ${'1,000,000'}            | ${'1000000'}            | ${'thousands separators'}
    ${'3.14'}                 | ${'3.14'}               | ${'decimal point kept'}
    ${'Catch-22'}             | ${'catch 22'}           | ${'hyphen before digits'}
    ${'?!'}                   | ${''}                   | ${'punctuation only'}
  `('"$text" → "$normalised" ($why)', ({ text, normalised }) => {
    expect(normaliseAnswer(text)).toBe(normalised);
  });
});
