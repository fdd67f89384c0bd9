import type { ArenaQuestionType, ArenaReportQuestionStatus, HostedSessionStatus } from '@trivia/contracts';

/** "90%", or a dash when there is nothing to measure. */
export const rateText = (rate: number | null): string => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

/** "2.4 s", or a dash. */
export const secondsText = (ms: number | null): string => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);

/** Questions are numbered from 1 for people. */
export const questionLabel = (index: number): string => `Q${index + 1}`;

/** A receipt time as the UK reads a clock: "18:01:01". */
export function clockTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
}

export const SESSION_STATUS: Record<HostedSessionStatus, { label: string; color: string }> = {
  waiting: { label: 'Not started', color: 'gray' },
  live: { label: 'Live', color: 'red' },
  preparing: { label: 'Report being prepared', color: 'yellow' },
  ready: { label: 'Report ready', color: 'teal' },
  empty: { label: 'Nobody played', color: 'gray' },
};

export const QUESTION_TYPE_LABELS: Record<ArenaQuestionType, string> = {
  multiple_choice: 'Multiple choice',
  true_false: 'True or false',
  text: 'Typed answer',
  order: 'Put in order',
  estimate: 'Closest number',
  poll: 'Poll',
};

export const QUESTION_STATUS_LABELS: Record<ArenaReportQuestionStatus, string | null> = {
  played: null,
  void: 'Void (skipped)',
  not_reached: 'Not reached',
};

/** Where a session in the library leads: its report once it is over, the presenter view while it runs. */
export function sessionHref(session: { id: string; status: HostedSessionStatus; presentUrl: string | null }): string {
  return session.presentUrl && (session.status === 'live' || session.status === 'waiting')
    ? session.presentUrl
    : `/library/sessions/${session.id}`;
}
