/**
 * The question bank's categories, as the pub quiz subjects they are: ids the bank, the catalogue and the API use,
 * and the names people read. The one list: the question-bank package generates by it, the backend composes
 * rounds by it and the frontend labels filters and cards with it.
 */
export const QUESTION_CATEGORIES = [
  { id: 'general-knowledge', name: 'General Knowledge' },
  { id: 'film', name: 'Film' },
  { id: 'tv-radio', name: 'TV & Radio' },
  { id: 'pop-rock', name: 'Pop & Rock Music' },
  { id: 'classical-music', name: 'Classical Music' },
  { id: 'food-drink', name: 'Food & Drink' },
  { id: 'sport', name: 'Sport' },
  { id: 'uk-geography', name: 'UK Geography & Places' },
  { id: 'world-geography', name: 'World Geography' },
  { id: 'british-history', name: 'British History' },
  { id: 'world-history', name: 'World History' },
  { id: 'science', name: 'Science' },
  { id: 'nature', name: 'Nature & Animals' },
  { id: 'space', name: 'Space' },
  { id: 'arts-literature', name: 'Arts & Literature' },
  { id: 'language', name: 'Words & Language' },
  { id: 'famous-people', name: 'Famous People' },
] as const;

export type QuestionCategoryId = (typeof QUESTION_CATEGORIES)[number]['id'];

export const QUESTION_CATEGORY_IDS = QUESTION_CATEGORIES.map((c) => c.id) as unknown as readonly [
  QuestionCategoryId,
  ...QuestionCategoryId[],
];

const NAMES: ReadonlyMap<string, string> = new Map(QUESTION_CATEGORIES.map((c) => [c.id, c.name]));

/** A category's display name; an id not in the list (an older bank's) reads as its words ("quiz-night" → "Quiz night"). */
export function categoryName(id: string): string {
  const known = NAMES.get(id);
  if (known) return known;
  const words = id.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
