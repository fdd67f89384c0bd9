import { isCorrect } from './choices.js';
import type { Command } from './commands.js';
import { outcomeOf, send, type Outcome } from './effects.js';
import { ANSWER_REFUSALS, answerGate, checkAnswer, elapsedAt, memberStatus, type StoredAnswer } from './gate.js';
import { revealIfAllAnswered } from './phases.js';
import { addAnswer, answerOf } from './room-index.js';
import { currentQuestion, isHostLed, type AnswerRecord, type Choice, type GameState, type Question } from './state.js';

type AnswerCommand = Extract<Command, { type: 'answer' }>;
type FoldCommand = Extract<Command, { type: 'fold' }>;

const trimmed = (choice: Choice): Choice => (typeof choice === 'string' ? choice.trim() : choice);

/** Counts one answer of the open question: marked now (an estimate at the reveal), scored at the reveal. */
function count(state: GameState, question: Question, answer: StoredAnswer): void {
  const record: AnswerRecord = {
    playerId: answer.playerId,
    questionIndex: state.questionIndex,
    choice: trimmed(answer.choice),
    receivedAt: answer.receivedAt,
    elapsedMs: answer.elapsedMs,
    correct: isCorrect(question, answer.choice),
    speedPoints: 0,
    streakBonus: 0,
    points: 0,
  };
  addAnswer(state, record);
}

/**
 * A host-led room's host (the presenter) hears how many have answered the open question each time it grows;
 * players never do. The backend coalesces these to a few a second.
 */
function tellHostAnswered(outcome: Outcome): void {
  const { state } = outcome;
  if (!isHostLed(state)) return;
  send(outcome, state.hostId, 'arena:answered', {
    questionIndex: state.questionIndex,
    answeredCount: state.answers.length,
  });
}

/**
 * Counts an answer and sends its receipt, in constant time, judged by the same `checkAnswer` a store uses when
 * the backend takes answers outside the state (see `fold`). Correctness is decided now but stays inside the
 * state until the reveal: the receipt says only that the answer arrived and when.
 */
export function answer(state: GameState, command: AnswerCommand, now: number): Outcome {
  const gate = answerGate(state);
  const choice = trimmed(command.choice);
  const answered = answerOf(state, command.playerId) !== undefined;
  const refusal = checkAnswer(gate, memberStatus(state, command.playerId), answered, { ...command, choice }, now);
  if (refusal) return { state, effects: [], error: ANSWER_REFUSALS[refusal] };
  count(state, currentQuestion(state)!, {
    playerId: command.playerId,
    choice,
    receivedAt: now,
    elapsedMs: elapsedAt(gate, now),
  });
  const outcome = outcomeOf(state);
  send(outcome, command.playerId, 'arena:receipt', {
    questionIndex: state.questionIndex,
    receivedAt: now,
    accepted: true,
  });
  tellHostAnswered(outcome);
  revealIfAllAnswered(outcome, now);
  return outcome;
}

/**
 * Brings in answers a store already took and acknowledged (judged by `checkAnswer` there, timed by the store's
 * clock): each player's first one counts, as if it had come as an `answer`, without a receipt (the player had
 * theirs). Never refused: answers of a question no longer open, or already counted, are simply left out, so
 * a fold can be repeated (a node that adopts the room folds the whole store again).
 */
export function fold(state: GameState, command: FoldCommand, now: number): Outcome {
  const outcome = outcomeOf(state);
  const question = currentQuestion(state);
  if (state.phase !== 'question' || command.questionIndex !== state.questionIndex || !question) return outcome;
  const before = state.answers.length;
  for (const stored of command.answers) if (!answerOf(state, stored.playerId)) count(state, question, stored);
  if (state.answers.length > before) tellHostAnswered(outcome);
  revealIfAllAnswered(outcome, now);
  return outcome;
}

/** The stored answers a fold would still count: what a caller needs to log of them, the rest being in already. */
export function uncounted(state: GameState, answers: StoredAnswer[]): StoredAnswer[] {
  return answers.filter((stored) => answerOf(state, stored.playerId) === undefined);
}
