import type { ArenaReport } from '@trivia/contracts';

/** "90%": a fraction as a whole percentage. */
export const percent = (rate: number): string => `${Math.round(rate * 100)}%`;

/** "2.6 s": milliseconds as seconds to one decimal place. */
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** "Q3": questions are numbered from 1 for people. */
export const questionLabel = (index: number): string => `Q${index + 1}`;

/** Team names by id (a `teams` session), for rows that carry a player's team id. */
export const teamNames = (report: ArenaReport): Map<string, string> =>
  new Map(report.teams.map((team) => [team.teamId, team.name]));

/** How the session ended, in words. */
export const endingText = (report: ArenaReport): string => (report.completed ? 'Played to the end' : 'Ended early');

/** What the file names of a session's downloads start with: the title's letters and digits, and the date. */
export function reportFileBase(report: Pick<ArenaReport, 'title' | 'endedAt'>): string {
  const slug = report.title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `session-report-${slug ? `${slug}-` : ''}${report.endedAt.slice(0, 10)}`;
}
