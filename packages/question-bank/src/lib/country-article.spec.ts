import { needsThe, theName, TheName } from './country-article.js';

describe('theName', () => {
  it.each([
    ['United Kingdom', 'the United Kingdom'],
    ['United States', 'the United States'],
    ['Netherlands', 'the Netherlands'],
    ['Philippines', 'the Philippines'],
    ['Bahamas', 'the Bahamas'],
    ['Gambia', 'the Gambia'],
    ['Democratic Republic of the Congo', 'the Democratic Republic of the Congo'],
    ['Republic of the Congo', 'the Republic of the Congo'],
    ['Maldives', 'the Maldives'],
    ['Solomon Islands', 'the Solomon Islands'],
    ['Turks and Caicos Islands', 'the Turks and Caicos Islands'],
    ['Central African Republic', 'the Central African Republic'],
    ['United Arab Emirates', 'the United Arab Emirates'],
    ['Vatican City', 'the Vatican City'],
    ['France', 'France'],
    ['Czechia', 'Czechia'],
    ['Christmas Island', 'Christmas Island'],
    ['Ivory Coast', 'Ivory Coast'],
    ['South Georgia and the South Sandwich Islands', 'South Georgia and the South Sandwich Islands'],
  ])('%s reads as "%s" in a sentence', (name, expected) => {
    expect(theName(name)).toBe(expected);
  });

  it('capitalises the article at the start of a sentence', () => {
    expect(TheName('Netherlands')).toBe('The Netherlands');
    expect(TheName('Peru')).toBe('Peru');
    expect(needsThe('Peru')).toBe(false);
  });
});
