import { answerGroupKey, type GameState, remarkChanges, type ScoreChange } from '@trivia/arena-engine';

/** One stored answer of the question being re-marked (a row of arena_answers). */
export interface MarkedAnswer {
  playerId: string;
  choice: string;
  elapsedMs: number;
  correct: boolean;
  speedPoints: number;
  streakBonus: number;
  points: number;
}

/** One re-marked answer: the engine's score change, and the answer's columns as they are to be stored. */
export type ReMarked = ScoreChange & { speedPoints: number; streakBonus: number };

/**
 * What the host's re-marking of `answer` changes among a question's stored answers: those given that way (as the
 * marker compares typed answers, `answerGroupKey`) and not yet marked as the host says. The points are the
 * engine's (`remarkChanges`: accuracy one point; speed the points the answer's time earns over the question's
 * full length, no streak bonus after the fact; refused nothing), so what is stored is what the engine applies.
 */
export function reMark(
  state: GameState,
  questionIndex: number,
  answer: string,
  accept: boolean,
  answers: readonly MarkedAnswer[],
): ReMarked[] {
  const key = answerGroupKey(answer);
  const given = answers.filter((a) => answerGroupKey(a.choice) === key);
  const speed = state.settings.scoring === 'speed';
  return remarkChanges(state, questionIndex, accept, given).map((change) => ({
    ...change,
    speedPoints: speed && change.correct ? change.points : 0,
    streakBonus: 0,
  }));
}
