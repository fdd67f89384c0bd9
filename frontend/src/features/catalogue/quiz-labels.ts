import {
  ARCHETYPES,
  type ArchetypeId,
  categoryName,
  type QuizAudience,
  type QuizDifficulty,
  type QuizSeason,
  formatNumber,
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
  `${formatNumber(count)} ${count === 1 ? 'download' : 'downloads'}`;
