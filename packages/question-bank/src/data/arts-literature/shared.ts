/** Every arts-literature row in this folder is checked as true on this date. */
export const AS_OF = '2026-11-26';

/** The references the literature tables were checked against. */
export const LIT = 'Oxford Companion to English Literature (7th edn); Encyclopaedia Britannica literature entries';
export const GCSE =
  'AQA, Edexcel and OCR GCSE English Literature specifications (set texts from 2015); Oxford Companion to English Literature';
export const ALEVEL = 'AQA and OCR A-level English Literature specifications; Oxford Companion to English Literature';
export const CHILDREN =
  'Oxford Companion to Children’s Literature; publishers’ catalogue entries (British Library catalogue)';
export const ART = 'Oxford Dictionary of Art and Artists; Tate art-terms glossary (tate.org.uk/art/art-terms)';
export const MYTH = 'Oxford Classical Dictionary; Encyclopaedia Britannica mythology entries';
