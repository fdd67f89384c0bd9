import type { QuestionCategoryId } from '@trivia/contracts';

/**
 * Open Trivia DB's 24 categories (ids 9 to 32, as opentdb.com numbers them), each with the categories of ours that
 * truly fit it. Where none does (video games, anime, politics…) the list is empty and a request for it gets
 * response code 1: we never pass off other questions as that subject. Arts & Literature mixes paintings and books
 * about evenly, and Famous People are mostly historical figures rather than celebrities, so neither is claimed;
 * Food & Drink and Words & Language have no OpenTDB category and are drawn only when no category is asked for.
 */
export const OPENTDB_CATEGORIES: readonly { id: number; name: string; ours: readonly QuestionCategoryId[] }[] = [
  { id: 9, name: 'General Knowledge', ours: ['general-knowledge'] },
  { id: 10, name: 'Entertainment: Books', ours: [] },
  { id: 11, name: 'Entertainment: Film', ours: ['film'] },
  { id: 12, name: 'Entertainment: Music', ours: ['pop-rock', 'classical-music'] },
  { id: 13, name: 'Entertainment: Musicals & Theatres', ours: [] },
  { id: 14, name: 'Entertainment: Television', ours: ['tv-radio'] },
  { id: 15, name: 'Entertainment: Video Games', ours: [] },
  { id: 16, name: 'Entertainment: Board Games', ours: [] },
  { id: 17, name: 'Science & Nature', ours: ['science', 'nature', 'space'] },
  { id: 18, name: 'Science: Computers', ours: [] },
  { id: 19, name: 'Science: Mathematics', ours: [] },
  { id: 20, name: 'Mythology', ours: [] },
  { id: 21, name: 'Sports', ours: ['sport'] },
  { id: 22, name: 'Geography', ours: ['uk-geography', 'world-geography'] },
  { id: 23, name: 'History', ours: ['british-history', 'world-history'] },
  { id: 24, name: 'Politics', ours: [] },
  { id: 25, name: 'Art', ours: [] },
  { id: 26, name: 'Celebrities', ours: [] },
  { id: 27, name: 'Animals', ours: [] },
  { id: 28, name: 'Vehicles', ours: [] },
  { id: 29, name: 'Entertainment: Comics', ours: [] },
  { id: 30, name: 'Science: Gadgets', ours: [] },
  { id: 31, name: 'Entertainment: Japanese Anime & Manga', ours: [] },
  { id: 32, name: 'Entertainment: Cartoon & Animations', ours: [] },
];

const BY_ID = new Map(OPENTDB_CATEGORIES.map((c) => [c.id, c]));
const BY_OURS = new Map(OPENTDB_CATEGORIES.flatMap((c) => c.ours.map((ours) => [ours as string, c] as const)));

/** The OpenTDB category of that id, or undefined when the id is not one of its 24 (an invalid parameter). */
export const openTdbCategory = (id: number) => BY_ID.get(id);

/** The OpenTDB category one of ours is served as, or undefined when it has none. */
export const openTdbCategoryOf = (ours: string) => BY_OURS.get(ours);

/**
 * The name a result carries: OpenTDB's for a category it has (apps match on those), ours otherwise (a question of
 * Food & Drink drawn for "any category").
 */
export function resultCategoryName(ours: string, ourName: string): string {
  return openTdbCategoryOf(ours)?.name ?? ourName;
}
