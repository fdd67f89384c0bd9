import { normaliseAnswer } from '@trivia/answer-matching';
import { ARENA_REPORT_SPLIT, type ArenaReportQuestion, type ArenaReportQuestionStatus } from '@trivia/contracts';
import { answerText, correctAnswerText, correctIndexOf } from './answer-display';
import type { PlayedQuestion } from './played-game';
import type { ReportAnswerRow } from './report-input';

/** Typed answers and orders: the most given ones listed in the spread. */
const SPREAD_GROUPS_MAX = 10;

export const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

const meanMs = (values: readonly number[]) => {
  const average = mean(values);
  return average === null ? null : Math.round(average);
};

export const isSplit = (rate: number | null): boolean =>
  rate !== null && rate >= ARENA_REPORT_SPLIT.min && rate <= ARENA_REPORT_SPLIT.max;

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Option counts in option order (choice, true/false, poll). */
function optionSpread(question: PlayedQuestion, answers: readonly ReportAnswerRow[]) {
  const correctIndex = correctIndexOf(question);
  const counts = (question.options ?? []).map(() => 0);
  for (const answer of answers) {
    const index = Number(answer.choice);
    if (Number.isInteger(index) && index >= 0 && index < counts.length) counts[index]! += 1;
  }
  return (question.options ?? []).map((label, index) => ({
    label,
    count: counts[index]!,
    correct: question.type !== 'poll' && index === correctIndex,
  }));
}

/**
 * Typed answers grouped as the marker normalises them (how the host re-marks them too), orders by the order
 * given: each group labelled by its most common form, most given first.
 */
function groupedSpread(question: PlayedQuestion, answers: readonly ReportAnswerRow[]) {
  const groups = new Map<string, { forms: Map<string, number>; count: number; correct: boolean }>();
  for (const answer of answers) {
    const key = question.type === 'text' ? normaliseAnswer(answer.choice) : answer.choice;
    const group = groups.get(key) ?? { forms: new Map<string, number>(), count: 0, correct: false };
    const form = answerText(question, answer.choice);
    group.forms.set(form, (group.forms.get(form) ?? 0) + 1);
    group.count += 1;
    group.correct ||= answer.correct;
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => ({
      label: [...group.forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0],
      count: group.count,
      correct: group.correct,
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, SPREAD_GROUPS_MAX);
}

function spreadOf(question: PlayedQuestion, answers: readonly ReportAnswerRow[]) {
  if (answers.length === 0 || question.type === 'estimate') return [];
  if (question.type === 'text' || question.type === 'order') return groupedSpread(question, answers);
  return optionSpread(question, answers);
}

function estimatesOf(question: PlayedQuestion, answers: readonly ReportAnswerRow[]) {
  if (question.type !== 'estimate') return null;
  const values = answers
    .map((answer) => Number(answer.choice))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return values.length === 0 ? null : { min: values[0]!, median: median(values), max: values.at(-1)! };
}

/**
 * How one question went. Only played questions are marked: a void question's answers were dropped by the room,
 * a poll has no right answer, and a question the game ended before was never asked.
 */
export function questionStats(
  question: PlayedQuestion,
  index: number,
  status: ArenaReportQuestionStatus,
  answers: readonly ReportAnswerRow[],
  remarks: number,
): ArenaReportQuestion {
  const counted = status === 'played' ? answers : [];
  const marked = status === 'played' && question.type !== 'poll';
  const correctCount = marked ? counted.filter((answer) => answer.correct).length : null;
  const correctRate = correctCount !== null && counted.length > 0 ? correctCount / counted.length : null;
  return {
    index,
    id: question.id,
    type: question.type,
    prompt: question.prompt,
    round: question.round ?? null,
    options: question.options ?? [],
    correctAnswer: correctAnswerText(question),
    status,
    answeredCount: counted.length,
    correctCount,
    correctRate,
    averageMs: meanMs(counted.map((answer) => answer.elapsedMs)),
    split: isSplit(correctRate),
    spread: spreadOf(question, counted),
    estimates: estimatesOf(question, counted),
    remarks,
  };
}
