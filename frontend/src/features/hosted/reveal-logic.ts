import { formatNumber } from '@trivia/contracts';
import type { ArenaAnswerKey, ArenaQuestion, ArenaTeam } from '@trivia/contracts';

/** How a question is answered on a phone, and how its reveal is drawn. */
export type AnswerKind = 'choice' | 'poll' | 'text' | 'order' | 'estimate';

export function answerKindOf(question: Pick<ArenaQuestion, 'type'>): AnswerKind {
  switch (question.type) {
    case 'multiple_choice':
    case 'true_false':
      return 'choice';
    default:
      return question.type;
  }
}

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

const plainFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2, useGrouping: false });

/** A whole number with no unit between 1000 and 2999 is a year in the bank's questions: "1492", never "1,492". */
const looksLikeYear = (value: number, unit?: string): boolean =>
  !unit && Number.isInteger(value) && value >= 1000 && value < 3000;

/** "1,066.5 metres": an estimate or true value with the question's unit (a year stays "1066"). */
export function formatEstimate(value: number, unit?: string): string {
  const number = (looksLikeYear(value, unit) ? plainFormat : numberFormat).format(value);
  return unit ? `${number} ${unit}` : number;
}

/** One item of an order question's reveal: its right place, and how many players put it first. */
export interface OrderRow {
  position: number;
  text: string;
  /** Null when the reveal's counts are not known (a snapshot carries none). */
  firstCount: number | null;
}

/** The right order, item by item, with how many put each item first (the reveal's `optionCounts`). */
export function orderRows(key: { order: number[]; items: string[] }, counts: readonly number[] | null): OrderRow[] {
  return key.order.map((optionIndex, i) => ({
    position: i + 1,
    text: key.items[i] ?? '',
    firstCount: counts ? (counts[optionIndex] ?? 0) : null,
  }));
}

/** The answer as one line of text, for a typed reveal, the screen reader and the player's own result. */
export function answerText(key: ArenaAnswerKey): string {
  if ('correctOption' in key) return key.correctOption;
  if ('answer' in key) return key.answer;
  if ('items' in key) return key.items.join(' → ');
  if ('value' in key) return formatEstimate(key.value, key.unit);
  return '';
}

/** The name of a team of the room, or null for none (or a team the room does not have). */
export function teamNameOf(teams: readonly ArenaTeam[], teamId: string | null | undefined): string | null {
  if (!teamId) return null;
  return teams.find((team) => team.id === teamId)?.name ?? null;
}

/** "12 of 30 answered" (the count is the server's; the total the room's size). */
export const answeredLabel = (answered: number, players: number): string =>
  `${formatNumber(answered)} of ${formatNumber(players)} answered`;

/** A team's mean score as the server gives it (one decimal place): "2.5", "3". */
export const teamScoreLabel = (score: number): string => numberFormat.format(score);
