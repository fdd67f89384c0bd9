// Plain values, no zod: the catalogue's first screen labels and checks filters with them without loading the
// schemas (those are in catalogue.schemas.ts).
import type { QUIZ_LENGTHS } from '../constants.js';

/** Lengths a quiz comes in (spec section 9: 30, 50 and 70 questions; 50 for a pub quiz). */
export type QuizLength = (typeof QUIZ_LENGTHS)[number];

export const QUIZ_AUDIENCES = ['pub', 'classroom', 'corporate', 'family'] as const;
export type QuizAudience = (typeof QUIZ_AUDIENCES)[number];

export const QUIZ_SEASONS = ['halloween', 'bonfire-night', 'christmas'] as const;
export type QuizSeason = (typeof QUIZ_SEASONS)[number];

export const QUIZ_DIFFICULTIES = ['easy', 'medium', 'hard', 'mixed'] as const;
export type QuizDifficulty = (typeof QUIZ_DIFFICULTIES)[number];

/** The 16 archetypes (spec section 1): each is a recipe of rounds, kept in the backend's catalogue domain. */
export const ARCHETYPE_IDS = [
  'classic-pub',
  'general-knowledge',
  'music',
  'film-tv',
  'sport',
  'geography',
  'history',
  'science-nature',
  'food-drink',
  'true-or-false',
  'quick-fire',
  'family',
  'kids',
  'halloween',
  'bonfire-night',
  'christmas',
] as const;
export type ArchetypeId = (typeof ARCHETYPE_IDS)[number];

export interface ArchetypeInfo {
  id: ArchetypeId;
  name: string;
  description: string;
  /** Lengths this archetype is published in. */
  lengths: readonly QuizLength[];
  season?: QuizSeason;
}

export const ARCHETYPES: Record<ArchetypeId, ArchetypeInfo> = {
  'classic-pub': {
    id: 'classic-pub',
    name: 'Classic Pub Quiz',
    description: 'Five rounds of ten across the classic pub subjects, easy to hard within each round.',
    lengths: [50],
  },
  'general-knowledge': {
    id: 'general-knowledge',
    name: 'General Knowledge',
    description: 'A bit of everything, in rounds of ten.',
    lengths: [30, 50, 70],
  },
  music: {
    id: 'music',
    name: 'Music',
    description: 'Pop, rock and classical: artists, albums, composers and songs.',
    lengths: [30, 50],
  },
  'film-tv': {
    id: 'film-tv',
    name: 'Film & TV',
    description: 'Films, actors, directors and the telly everyone watched.',
    lengths: [30, 50],
  },
  sport: {
    id: 'sport',
    name: 'Sport',
    description: 'Football, cricket, rugby, the Olympics and more.',
    lengths: [30, 50],
  },
  geography: {
    id: 'geography',
    name: 'Geography',
    description: 'UK and world geography, with a picture round of flags.',
    lengths: [30, 50],
  },
  history: {
    id: 'history',
    name: 'History',
    description: 'British and world history, from the Romans to the recent past.',
    lengths: [30, 50],
  },
  'science-nature': {
    id: 'science-nature',
    name: 'Science & Nature',
    description: 'Science, space, animals and the natural world.',
    lengths: [30, 50],
  },
  'food-drink': {
    id: 'food-drink',
    name: 'Food & Drink',
    description: 'Dishes, drinks, ingredients and where they come from.',
    lengths: [30],
  },
  'true-or-false': {
    id: 'true-or-false',
    name: 'True or False',
    description: 'Statements to judge: quick to mark, good for a warm-up.',
    lengths: [30, 50],
  },
  'quick-fire': {
    id: 'quick-fire',
    name: 'Quick-Fire',
    description: 'Short questions with one-word answers, for a fast round or a tie-break.',
    lengths: [30, 50, 70],
  },
  family: {
    id: 'family',
    name: 'Family Quiz',
    description: 'Easier questions that grown-ups and teenagers can play together.',
    lengths: [30, 50],
  },
  kids: {
    id: 'kids',
    name: 'Kids Quiz',
    description: 'Easy questions for younger players: animals, places, space and stories.',
    lengths: [30],
  },
  halloween: {
    id: 'halloween',
    name: 'Halloween Quiz',
    description: 'A spooky-season quiz with themed rounds.',
    lengths: [30, 50],
    season: 'halloween',
  },
  'bonfire-night': {
    id: 'bonfire-night',
    name: 'Bonfire Night Quiz',
    description: 'Remember, remember: a 5th of November quiz with history and fireworks.',
    lengths: [30],
    season: 'bonfire-night',
  },
  christmas: {
    id: 'christmas',
    name: 'Christmas Quiz',
    description: 'A festive quiz for the office party or the pub at Christmas.',
    lengths: [30, 50, 70],
    season: 'christmas',
  },
};

/** The files of a pack (issue 12): the host sheet, answers only, the teams' answer sheet and the CSV. */
export const PACK_FILE_TYPES = ['host-sheet', 'answers', 'answer-sheet', 'csv'] as const;
export type PackFileType = (typeof PACK_FILE_TYPES)[number];

export const PACK_FILE_LABELS: Record<PackFileType, string> = {
  'host-sheet': 'Host sheet (PDF)',
  answers: 'Answers only (PDF)',
  'answer-sheet': 'Team answer sheet (PDF)',
  csv: 'Questions (CSV)',
};

export const CATALOGUE_PAGE_SIZE = { default: 24, max: 60 } as const;
