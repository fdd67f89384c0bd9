import { disputedReasons } from './disputed.js';

describe('disputedReasons', () => {
  it('fails a contested country in every template about countries', () => {
    expect(disputedReasons('country-continent', 'EH', 'world-countries 5.1.0')).toEqual([
      'disputed: contested territory',
    ]);
  });

  it('fails a disputed capital only in the capital templates', () => {
    expect(disputedReasons('country-capital', 'BO', 'countries-list 3.4.1')).toHaveLength(1);
    expect(disputedReasons('country-continent', 'BO', 'countries-list 3.4.1')).toEqual([]);
  });

  it('leaves a fact table alone whose subject happens to spell a country code (the EH postcode)', () => {
    expect(disputedReasons('uk-postcode-area', 'EH', 'fact-table:uk-postcode-areas')).toEqual([]);
  });
});
