import type { DailyQuizKind } from '@trivia/contracts';

/**
 * The attempt a browser is playing, by quiz and date, so a reload resumes it (or shows its result) without
 * calling start, which would count the visitor among today's players before they chose to play.
 */
const keyFor = (kind: DailyQuizKind, date: string) => `dailyQuizAttempt:${kind}:${date}`;

export function readAttemptId(kind: DailyQuizKind, date: string): string | null {
  try {
    return window.localStorage.getItem(keyFor(kind, date));
  } catch {
    return null;
  }
}

export function rememberAttemptId(kind: DailyQuizKind, date: string, attemptId: string): void {
  try {
    window.localStorage.setItem(keyFor(kind, date), attemptId);
  } catch (error) {
    console.error('Could not remember the quiz attempt', error);
  }
}

export function forgetAttemptId(kind: DailyQuizKind, date: string): void {
  try {
    window.localStorage.removeItem(keyFor(kind, date));
  } catch (error) {
    console.error('Could not forget the quiz attempt', error);
  }
}
