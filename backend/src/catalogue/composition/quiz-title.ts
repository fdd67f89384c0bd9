import { type ArchetypeId, ARCHETYPES } from '@trivia/contracts';

const BRITISH_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "26 November 2026" for 2026-11-26: the calendar date as a British reader writes it. */
export function britishDate(date: string): string {
  return BRITISH_DATE.format(new Date(`${date}T12:00:00Z`));
}

/** "Classic Pub Quiz — 26 November 2026": the archetype and the release date. */
export function quizTitle(archetype: ArchetypeId, date: string): string {
  return `${ARCHETYPES[archetype].name} — ${britishDate(date)}`;
}

/** The archetype's description, then what the quiz holds. */
export function quizDescription(archetype: ArchetypeId, length: number, roundCount: number): string {
  return `${ARCHETYPES[archetype].description} ${length} questions in ${roundCount} rounds.`;
}
