import {
  DEVELOPER_DASHBOARD_PATH,
  type ArenaHistoryResponse,
  type DailyQuizKind,
  type UserStatsResponse,
  type VerticalId,
} from '@trivia/contracts';

export interface TodaysQuiz {
  kind: DailyQuizKind;
  title: string;
  to: string;
  /** Today's ranked result, or null when not played yet. */
  result: { score: number; total: number; rank: number | null } | null;
}

const DAILY = [
  { kind: 'standard', title: 'Standard daily quiz', to: '/daily-quiz' },
  { kind: 'mc', title: 'Multiple choice daily quiz', to: '/daily-mc-quiz' },
] as const;

/** Both of today's daily quizzes, each with the member's result if they have played it. */
export function todaysQuizzes(history: UserStatsResponse['history'], today: string): TodaysQuiz[] {
  return DAILY.map((quiz) => {
    const played = history.find((entry) => entry.date === today && entry.kind === quiz.kind);
    return { ...quiz, result: played ? { score: played.score, total: played.total, rank: played.rank } : null };
  });
}

/** The member's Arena rating after their latest rated match, or null before any. */
export function currentRating(matches: ArenaHistoryResponse['matches']): number | null {
  return matches.find((match) => match.ratingAfter !== null)?.ratingAfter ?? null;
}

export interface Shortcut {
  label: string;
  description: string;
  to: string;
  /** Shown only when Arena is switched on for the member (as the header's flagged links). */
  arena?: true;
}

const VERTICAL_SHORTCUTS: Record<VerticalId, Shortcut[]> = {
  pub: [
    { label: 'Pub quiz packs', description: 'Download this week’s ready-made packs', to: '/quizzes?audience=pub' },
    { label: 'Hosting guide', description: 'Run a smooth quiz night with live scoring', to: '/hosting-guide' },
    { label: 'Host live', description: 'Players answer on their phones', to: '/arena/host-session', arena: true },
  ],
  student: [
    { label: 'Revision quizzes', description: 'Classroom quizzes by subject', to: '/quizzes?audience=classroom' },
    { label: 'Education', description: 'GCSE and A-Level revision with quizzes', to: '/education' },
    { label: 'Your stats', description: 'Accuracy by category, to see what to revise', to: '/stats' },
  ],
  teacher: [
    { label: 'Classroom quizzes', description: 'Ready-made quizzes for lessons', to: '/quizzes?audience=classroom' },
    {
      label: 'Host in class',
      description: 'A live quiz the class answers on devices',
      to: '/arena/host-session',
      arena: true,
    },
    { label: 'Teachers', description: 'Resources and plans for teachers', to: '/teachers' },
  ],
  corporate: [
    { label: 'Team quizzes', description: 'Quizzes made for work socials', to: '/quizzes?audience=corporate' },
    {
      label: 'Host a team quiz',
      description: 'Live scoring for teams in the room or online',
      to: '/arena/host-session',
      arena: true,
    },
    { label: 'Corporate', description: 'Team-building plans and reports', to: '/corporate' },
  ],
  gamer: [
    { label: 'Arena', description: 'Jump into a live battle', to: '/arena', arena: true },
    { label: 'Arena leaderboard', description: 'This season’s top players', to: '/arena/leaderboard', arena: true },
    { label: 'Daily multiple choice', description: '20 questions, ranked today', to: '/daily-mc-quiz' },
  ],
  developer: [
    { label: 'Developer dashboard', description: 'Your API keys and usage', to: DEVELOPER_DASHBOARD_PATH },
    { label: 'API docs', description: 'Endpoints, examples and limits', to: '/api/docs' },
    { label: 'API plans', description: 'Compare the API tiers', to: '/api/developers/comparison' },
  ],
  universal: [],
};

/** What to do next for the member's audience; Arena links only when Arena is switched on for them. */
export function verticalShortcuts(vertical: VerticalId | null, arenaEnabled: boolean): Shortcut[] {
  const shortcuts = vertical ? VERTICAL_SHORTCUTS[vertical] : [];
  return arenaEnabled ? shortcuts : shortcuts.filter((shortcut) => !shortcut.arena);
}
