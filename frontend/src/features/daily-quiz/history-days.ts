import type { DailyQuizKind, QuizHistoryResponse } from '@trivia/contracts';

export interface HistoryDay {
  date: string;
  quizzes: { kind: DailyQuizKind; players: number }[];
}

const KIND_ORDER: DailyQuizKind[] = ['standard', 'mc'];

/** The history's rows grouped by day, newest day first, Standard before Multiple Choice within a day. */
export function groupHistoryByDay(days: QuizHistoryResponse['days']): HistoryDay[] {
  const byDate = new Map<string, HistoryDay>();
  for (const row of days) {
    const day = byDate.get(row.date) ?? { date: row.date, quizzes: [] };
    day.quizzes.push({ kind: row.kind, players: row.players });
    byDate.set(row.date, day);
  }
  return [...byDate.values()]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((day) => ({
      ...day,
      quizzes: [...day.quizzes].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)),
    }));
}
