import {
  ARCHETYPES,
  type ArchetypeId,
  type QuizAudience,
  type QuizDifficulty,
  type QuizSeason,
} from '@trivia/contracts';
import type { FilterKey } from './catalogue-search-state';

export const DIFFICULTY_LABELS: Record<QuizDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  mixed: 'Mixed difficulty',
};

export const AUDIENCE_LABELS: Record<QuizAudience, string> = {
  pub: 'Pub',
  classroom: 'Classroom',
  corporate: 'Corporate',
  family: 'Family',
};

export const SEASON_LABELS: Record<QuizSeason, string> = {
  halloween: 'Halloween',
  'bonfire-night': 'Bonfire Night',
  christmas: 'Christmas',
};

/**
 * The question bank's category names (packages/question-bank CATEGORIES). The frontend cannot import the bank, and
 * the API sends category ids only, so the names are repeated here; an id not listed reads as its words.
 */
const CATEGORY_NAMES: Record<string, string> = {
  'general-knowledge': 'General Knowledge',
  film: 'Film',
  'tv-radio': 'TV & Radio',
  'pop-rock': 'Pop & Rock Music',
  'classical-music': 'Classical Music',
  'food-drink': 'Food & Drink',
  sport: 'Sport',
  'uk-geography': 'UK Geography & Places',
  'world-geography': 'World Geography',
  'british-history': 'British History',
  'world-history': 'World History',
  science: 'Science',
  nature: 'Nature & Animals',
  space: 'Space',
  'arts-literature': 'Arts & Literature',
  language: 'Words & Language',
  'famous-people': 'Famous People',
};

export function categoryName(id: string): string {
  const known = CATEGORY_NAMES[id];
  if (known) return known;
  const words = id.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const archetypeName = (id: ArchetypeId): string => ARCHETYPES[id]?.name ?? categoryName(id);

export const FILTER_TITLES: Record<FilterKey, string> = {
  archetype: 'Quiz type',
  category: 'Category',
  difficulty: 'Difficulty',
  length: 'Length',
  audience: 'Audience',
  season: 'Season',
};

/** How one filter value reads on the page: "Music", "50 questions", "Bonfire Night". */
export function filterValueLabel(key: FilterKey, value: string): string {
  switch (key) {
    case 'archetype':
      return archetypeName(value as ArchetypeId);
    case 'category':
      return categoryName(value);
    case 'difficulty':
      return DIFFICULTY_LABELS[value as QuizDifficulty] ?? value;
    case 'length':
      return `${value} questions`;
    case 'audience':
      return AUDIENCE_LABELS[value as QuizAudience] ?? value;
    case 'season':
      return SEASON_LABELS[value as QuizSeason] ?? value;
  }
}

export const downloadsLabel = (count: number): string =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? 'download' : 'downloads'}`;
