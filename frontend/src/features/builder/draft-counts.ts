import type { BuilderContent, BuilderQuota } from '@trivia/contracts';

export interface DraftCount {
  total: number;
  target: number;
  /** Questions still to add to reach the length chosen; 0 once there. */
  toAdd: number;
  /** Questions beyond the length chosen; 0 when within it. */
  over: number;
  /** "42 of 50 — 8 to add", "50 of 50 — complete", "52 of 50 — 2 more than planned". */
  text: string;
}

export const questionTotal = (content: Pick<BuilderContent, 'rounds'>): number =>
  content.rounds.reduce((sum, round) => sum + round.questions.length, 0);

export function draftCount(content: Pick<BuilderContent, 'rounds'>, target: number): DraftCount {
  const total = questionTotal(content);
  const toAdd = Math.max(0, target - total);
  const over = Math.max(0, total - target);
  const rest = toAdd > 0 ? `${toAdd} to add` : over > 0 ? `${over} more than planned` : 'complete';
  return { total, target, toAdd, over, text: `${total} of ${target} — ${rest}` };
}

const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long' });

/** "9 of 10 left this month, resets 1 December": the reset is the first of a month, UK time. */
export function quotaText(quota: BuilderQuota): string {
  const resets = DAY_MONTH.format(new Date(quota.resetsAt));
  return `${quota.left} of ${quota.limit} left this month, resets ${resets}`;
}

/** "1 question" / "12 questions". */
export const questionsLabel = (count: number): string => `${count} question${count === 1 ? '' : 's'}`;
