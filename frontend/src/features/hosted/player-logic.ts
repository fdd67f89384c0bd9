import { arenaEstimateChoiceSchema, type ArenaChoice, type ArenaQuestion } from '@trivia/contracts';
import type { HostedView } from './hosted-types';
import { answerText, formatEstimate, teamNameOf } from './reveal-logic';

/** Moves the item at `position` one place up (-1) or down (+1); at either end the order stays as it is. */
export function moveItem(order: readonly number[], position: number, delta: -1 | 1): number[] {
  const target = position + delta;
  if (position < 0 || position >= order.length || target < 0 || target >= order.length) return [...order];
  const next = [...order];
  [next[position], next[target]] = [next[target]!, next[position]!];
  return next;
}

/** Puts the item dragged from `from` at `to`, the others closing up (drag and drop). */
export function placeItem(order: readonly number[], from: number, to: number): number[] {
  if (from === to || from < 0 || to < 0 || from >= order.length || to >= order.length) return [...order];
  const next = [...order];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * A typed estimate as a number: thousands separators (commas, spaces) are allowed, as people write numbers;
 * anything else that is not a number is refused with the schema's own message.
 */
export function parseEstimate(text: string): { value: number; error: null } | { value: null; error: string } {
  const cleaned = text.trim().replace(/[,\s]/g, '');
  const value = /^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
  const parsed = arenaEstimateChoiceSchema.safeParse({ estimate: value });
  if (parsed.success) return { value: parsed.data.estimate, error: null };
  return { value: null, error: parsed.error.issues[0]?.message ?? 'Enter a number' };
}

/** What this player sent, in words: the option, the text, the order or the number. */
export function choiceText(question: ArenaQuestion | null, choice: ArenaChoice | null): string | null {
  if (!question || choice === null) return null;
  if (typeof choice === 'string') return choice;
  if (typeof choice === 'number') return question.options?.[choice] ?? null;
  if (Array.isArray(choice)) return choice.map((i) => question.options?.[i] ?? '?').join(' → ');
  return formatEstimate(choice.estimate, question.unit);
}

export interface OwnResult {
  tone: 'green' | 'gray' | 'blue';
  title: string;
  detail: string | null;
}

/** This player's result at the reveal, in the session's scoring: a point for each right answer, or speed points. */
export function ownResult(view: HostedView): OwnResult | null {
  const question = view.question;
  const result = view.you?.result;
  if (!question || view.phase !== 'reveal') return null;
  if (view.skipped.includes(view.questionIndex)) {
    return { tone: 'gray', title: 'Question skipped', detail: 'Nobody scores this one.' };
  }
  if (question.type === 'poll') return { tone: 'blue', title: 'Thanks for voting', detail: null };
  if (!result) return null;
  const remarked = view.remarked?.questionIndex === view.questionIndex ? ' The host re-marked your answer.' : '';
  const answer = view.key ? `The answer: ${answerText(view.key)}.` : '';
  if (!result.answered) return { tone: 'gray', title: 'No answer this time', detail: answer || null };
  const points = `+${result.points} ${result.points === 1 ? 'point' : 'points'}`;
  if (result.correct) {
    const title = question.type === 'estimate' ? 'Closest!' : 'Correct!';
    return { tone: 'green', title, detail: `${points}.${remarked}` };
  }
  const title = question.type === 'estimate' ? 'Not the closest this time' : 'Not this time';
  return { tone: 'gray', title, detail: `${answer}${remarked}`.trim() || null };
}

/** "Score 4 · rank 2 · team Red": the player's standing line. */
export function standingLine(view: HostedView): string | null {
  const you = view.you;
  if (!you || you.isHost) return null;
  const parts = [`Score ${you.score}`];
  if (you.rank !== null) parts.push(`rank ${you.rank}`);
  const team = teamNameOf(view.settings.teams, you.teamId);
  if (team) parts.push(`team ${team}`);
  return parts.join(' · ');
}

/** Why the phone cannot answer now, when the game waits: a pause, or the host's screen gone. */
export function waitNotice(view: HostedView): { title: string; body: string } | null {
  if (!view.paused) return null;
  if (view.pausedReason === 'host_away' && !view.hostConnected) {
    return {
      title: 'Waiting for the host',
      body: "The host's screen lost its connection. The game carries on when they are back.",
    };
  }
  if (view.pausedReason === 'host_away') {
    return { title: 'The host is back', body: 'The game carries on when the host resumes it.' };
  }
  return { title: 'Paused', body: 'The host paused the game.' };
}

/** Whether a player may pick (or change) their team now: a `teams` room, outside an open question. */
export const canPickTeam = (view: HostedView): boolean =>
  view.settings.teamMode === 'teams' &&
  view.phase !== 'question' &&
  view.phase !== 'podium' &&
  view.phase !== 'ended' &&
  view.you !== null &&
  !view.you.isHost;

/** When the phone says once that time is nearly up on an unanswered question. */
export const TIME_LOW_MS = 10_000;

/**
 * What the phone's screen reader hears on each change (sparingly: phases, receipts, results, and once when ten
 * seconds are left on a question not yet answered; never the ticking seconds).
 */
export function playerAnnouncement(view: HostedView | null, connected: boolean, timeLow = false): string {
  if (!connected) return 'Connection lost. Reconnecting…';
  if (!view) return '';
  const notice = waitNotice(view);
  if (notice) return `${notice.title}. ${notice.body}`;
  switch (view.phase) {
    case 'lobby':
      return 'You are in. Waiting for the host to start.';
    case 'countdown':
      return 'The game starts in a moment.';
    case 'question':
      if (view.skipped.includes(view.questionIndex)) return 'The host skipped this question.';
      if (view.you?.answered) return 'Answer received.';
      if (timeLow) return '10 seconds left.';
      return `Question ${view.questionIndex + 1} of ${view.questionCount}: ${view.question?.prompt ?? ''}`;
    case 'reveal': {
      const result = ownResult(view);
      return result ? `${result.title} ${result.detail ?? ''}`.trim() : 'Answer revealed.';
    }
    case 'leaderboard':
      return standingLine(view) ?? 'Scores.';
    case 'podium':
      return `Game over. ${standingLine(view) ?? ''}`.trim();
    case 'ended':
      return view.endedMessage ?? 'The game has ended.';
  }
}

/** Where a dragged item lands: the place whose centre is nearest the pointer (`centres` top to bottom). */
export function nearestPlace(centres: readonly number[], y: number): number {
  let best = 0;
  centres.forEach((centre, i) => {
    if (Math.abs(centre - y) < Math.abs((centres[best] ?? 0) - y)) best = i;
  });
  return best;
}
