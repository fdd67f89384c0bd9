/** Every language row is checked as true on this date. */
export const AS_OF = '2026-11-26';

export const OED =
  'Oxford English Dictionary (oed.com) etymologies; Collins English Dictionary (collinsdictionary.com)';
