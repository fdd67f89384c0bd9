import type { Command, ScoreChange } from './commands.js';
import { broadcast, outcomeOf, refuse, send, type Outcome } from './effects.js';
import { ERROR_CODES } from './errors.js';
import { answerOf, findPlayer, scoresChanged } from './room-index.js';
import {
  APPLIED_OVERRIDES_MAX,
  isFinished,
  isHostLed,
  questionDurationMs,
  type AnswerRecord,
  type GameState,
  type Player,
} from './state.js';
import { speedPoints } from './scoring.js';
import { rankOf, standings, teamStandings, TOP_STANDINGS } from './views.js';

/**
 * Re-marking (the host's override) of a typed answer, once its question is revealed. The backend owns the
 * answers (most are stored by then): it finds those the override applies to, works out each change (accuracy:
 * one point; speed: the speed points the answer's time earns, streak bonuses not retroactive), stores them with
 * the audit row, then applies `adjustScores` so every score moves live. The engine keeps a record it still
 * holds (the current question's, or one not stored yet) in step with its player's score, so a player's score
 * is always the sum of their answers' points.
 */

type AdjustScores = Extract<Command, { type: 'adjustScores' }>;

/** A stored answer as re-marking needs it (an arena_answers row). */
export type MarkedAnswer = { playerId: string; elapsedMs: number; correct: boolean; points: number };

/**
 * The changes re-marking makes to the stored answers of `questionIndex` it applies to (those whose normalised
 * text is the host's, see `answerGroupKey`): each answer not yet marked as the host says gets its new points.
 * Accepted: one point in accuracy scoring, else the speed points its time earns over the question's full length
 * (streak bonuses are not retroactive); refused: nothing. What the backend stores, then applies as `adjustScores`.
 */
export function remarkChanges(
  state: GameState,
  questionIndex: number,
  accepted: boolean,
  answers: readonly MarkedAnswer[],
): ScoreChange[] {
  const lengthMs = state.questionLengths[questionIndex] ?? questionDurationMs(state);
  return answers
    .filter((a) => a.correct !== accepted)
    .map((a) => {
      const points = !accepted ? 0 : state.settings.scoring === 'accuracy' ? 1 : speedPoints(a.elapsedMs, lengthMs);
      return { playerId: a.playerId, delta: points - a.points, correct: accepted, points };
    });
}

/**
 * Why this question's answers cannot be re-marked now, or null: what the backend checks before it stores any
 * change (`adjustScores` is refused for the same reasons).
 */
export function remarkProblem(state: GameState, questionIndex: number): string | null {
  if (!isHostLed(state)) return 'Only a host-led room re-marks answers.';
  if (isFinished(state)) return 'The game is over.';
  const question = state.questions[questionIndex];
  if (!question) return 'There is no such question.';
  if (question.type !== 'text') return 'Only typed answers can be re-marked.';
  if (state.skipped.includes(questionIndex)) return 'That question was skipped.';
  const revealed =
    questionIndex < state.questionIndex ||
    (questionIndex === state.questionIndex && (state.phase === 'reveal' || state.phase === 'leaderboard'));
  return revealed ? null : 'That question has not been revealed yet.';
}

/**
 * The records of this player's answer the engine still holds: the current question's, and the one waiting to
 * be stored. In a live state they are one object; in a restored one (JSON) two equal copies, kept alike.
 */
function heldRecords(state: GameState, questionIndex: number, playerId: string): AnswerRecord[] {
  const held = new Set<AnswerRecord>();
  const current = questionIndex === state.questionIndex ? answerOf(state, playerId) : undefined;
  if (current) held.add(current);
  for (const r of state.unstored) if (r.questionIndex === questionIndex && r.playerId === playerId) held.add(r);
  return [...held];
}

/** Applies one change; true when the player's score or result moved. */
function applyChange(
  state: GameState,
  questionIndex: number,
  change: ScoreChange,
  player: Player | undefined,
): boolean {
  const records = heldRecords(state, questionIndex, change.playerId);
  const record = records[0];
  // A held record is the truth about what the answer gave: the score moves by the difference from it.
  const delta = record ? change.points - record.points : change.delta;
  const wasCorrect = record ? record.correct : change.delta !== 0 ? !change.correct : change.correct;
  for (const r of records) {
    r.correct = change.correct;
    r.points = change.points;
    r.streakBonus = change.correct ? Math.min(r.streakBonus, change.points) : 0;
    r.speedPoints = state.settings.scoring === 'speed' ? change.points - r.streakBonus : 0;
  }
  if (!player) return false;
  if (delta === 0 && wasCorrect === change.correct) return false;
  player.score += delta;
  if (wasCorrect !== change.correct) player.correctCount = Math.max(player.correctCount + (change.correct ? 1 : -1), 0);
  return true;
}

/** Remembers a re-marking as applied, forgetting the oldest past the bound. */
function remember(state: GameState, overrideId: string | undefined): void {
  if (overrideId === undefined) return;
  state.appliedOverrides.push(overrideId);
  if (state.appliedOverrides.length > APPLIED_OVERRIDES_MAX)
    state.appliedOverrides.splice(0, state.appliedOverrides.length - APPLIED_OVERRIDES_MAX);
}

export function adjustScores(state: GameState, command: AdjustScores): Outcome {
  // Already applied: a success that changes nothing, even once the game is over, so the sender can say so.
  if (command.overrideId !== undefined && state.appliedOverrides.includes(command.overrideId)) return outcomeOf(state);
  const problem = remarkProblem(state, command.questionIndex);
  if (problem) return refuse(state, ERROR_CODES.wrongPhase, problem);
  const outcome = outcomeOf(state);
  remember(state, command.overrideId);
  const changed: { player: Player; change: ScoreChange }[] = [];
  const seen = new Set<string>();
  for (const change of command.changes) {
    // One change per player: a repeat would count twice.
    if (seen.has(change.playerId)) continue;
    seen.add(change.playerId);
    const player = findPlayer(state, change.playerId);
    if (applyChange(state, command.questionIndex, change, player)) changed.push({ player: player!, change });
  }
  scoresChanged(state);
  broadcast(outcome, 'arena:scores-adjusted', {
    questionIndex: command.questionIndex,
    answer: command.answer,
    accepted: command.accepted,
    changed: changed.length,
    top: standings(state).slice(0, TOP_STANDINGS),
    teams: [...teamStandings(state)],
  });
  for (const { player, change } of changed) {
    send(outcome, player.id, 'arena:score-changed', {
      questionIndex: command.questionIndex,
      correct: change.correct,
      points: change.points,
      score: player.score,
      rank: rankOf(state, player.id),
    });
  }
  return outcome;
}
