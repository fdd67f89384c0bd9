/** Every tv-radio row is checked as true on this date. */
export const AS_OF = '2026-11-26';

/** The references the tv-radio tables were checked against. */
export const BFI = 'BFI Film & TV Database (bfi.org.uk); BBC Programme Index (genome.ch.bbc.co.uk)';
export const COMEDY = 'British Comedy Guide (comedy.co.uk); BBC Programme Index (genome.ch.bbc.co.uk)';
export const SOAPS =
  'ITV and BBC official soap histories (itv.com/coronationstreet, bbc.co.uk/eastenders, itv.com/emmerdale); BFI Film & TV Database';
export const RADIO = 'BBC Programme Index (genome.ch.bbc.co.uk); BBC Radio 4 programme pages (bbc.co.uk/radio4)';
export const DOCTOR_WHO = 'BBC Doctor Who official site (doctorwho.tv); BBC Programme Index (genome.ch.bbc.co.uk)';
export const US_TV = 'Encyclopaedia Britannica television entries; Television Academy archive (emmys.com)';
