import { speedPoints } from '@trivia/arena-engine';
import type { ArenaScoring } from '@trivia/contracts';

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

/** What re-marking does to one answer: its new marking and points, and how far its player's score moves. */
export interface ReMarked {
  playerId: string;
  correct: boolean;
  speedPoints: number;
  streakBonus: number;
  points: number;
  delta: number;
}

export interface ReMarking {
  /** Whether a stored answer is the one being re-marked (compared as the marker normalises typed answers). */
  sameAnswer: (choice: string) => boolean;
  accept: boolean;
  scoring: ArenaScoring;
  /** The question's full length (with any extension): what speed points are measured against. */
  durationMs: number;
}

/**
 * The answers a host's re-marking changes, and how. Accepting scores an answer as if it had been right all along,
 * by its stored time (accuracy: one point; speed: its speed points) but without a streak bonus, because streaks
 * since then were decided and shown on what the room saw; refusing takes away every point the answer gave.
 * Answers already marked that way are left alone, so re-marking twice changes nothing the second time.
 */
export function reMark(answers: readonly MarkedAnswer[], marking: ReMarking): ReMarked[] {
  const { accept, scoring, durationMs } = marking;
  return answers
    .filter((answer) => answer.correct !== accept && marking.sameAnswer(answer.choice))
    .map((answer) => {
      const speed = accept && scoring === 'speed' ? speedPoints(answer.elapsedMs, durationMs) : 0;
      const points = accept ? (scoring === 'speed' ? speed : 1) : 0;
      return {
        playerId: answer.playerId,
        correct: accept,
        speedPoints: speed,
        streakBonus: 0,
        points,
        delta: points - answer.points,
      };
    });
}
