import type { AdminMonitorSort, ArenaPhase } from '@trivia/contracts';

/** How each phase reads in the monitor. */
export const PHASE_LABELS: Record<ArenaPhase, string> = {
  lobby: 'Lobby',
  countdown: 'Countdown',
  question: 'Question',
  reveal: 'Reveal',
  leaderboard: 'Leaderboard',
  podium: 'Podium',
  ended: 'Ended',
};

export const SORT_LABELS: Record<AdminMonitorSort, string> = {
  players: 'Players',
  age: 'Age',
  answered: 'Answered',
  ackP95: 'Ack p95',
  reconnects: 'Reconnects',
  pin: 'PIN',
};

/** A node's id is a UUID: its first eight characters tell two nodes apart on screen. */
export const shortNode = (nodeId: string) => nodeId.slice(0, 8);

/** "312 MB", "1.4 GB". */
export function formatBytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return mb >= 1024 ? `${(mb / 1024).toFixed(1)} GB` : `${Math.round(mb)} MB`;
}

/** "0.4 ms", "12 ms", "1.2 s"; a dash when there is nothing to show. */
export function formatMs(ms: number | null): string {
  if (ms === null) return '–';
  if (ms >= 1000) return `${(ms / 1000).toFixed(1)} s`;
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

/** "67%", a dash outside a question. */
export const formatShare = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** How long a room has been open: "45 s", "12 min", "2 h 05 min". */
export function formatAge(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** "Question 3 of 10", or where a room is before its first question. */
export function formatProgress(questionNumber: number, questionCount: number): string {
  return questionNumber === 0 ? `Not started (${questionCount})` : `${questionNumber} of ${questionCount}`;
}
