import type { RevisionSet } from '@trivia/contracts';

/** A revision set's solo practice page. */
export const practicePath = (set: RevisionSet): string =>
  `/education/practice/${encodeURIComponent(set.subject)}/${encodeURIComponent(set.level)}`;
