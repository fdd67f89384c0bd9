import { markAnswer } from '@trivia/answer-matching';
import type { Command } from './commands.js';
import { outcomeOf, send, type Outcome } from './effects.js';
import { ERROR_CODES, type EngineError } from './errors.js';
import { revealIfAllAnswered } from './phases.js';
import { addAnswer, answerOf, findPlayer, isKicked } from './room-index.js';
import { currentQuestion, questionDurationMs, type AnswerRecord, type GameState, type Question } from './state.js';

type AnswerCommand = Extract<Command, { type: 'answer' }>;

const refusal = (code: EngineError['code'], message: string): EngineError => ({ code, message });

function whoProblem(state: GameState, playerId: string): EngineError | null {
  if (isKicked(state, playerId)) return refusal(ERROR_CODES.kicked, 'You were removed from this game.');
  if (!findPlayer(state, playerId)) return refusal(ERROR_CODES.notInRoom, 'You are not in this game.');
  return null;
}

function timingProblem(state: GameState, command: AnswerCommand, now: number): EngineError | null {
  const sameQuestion = command.questionIndex === state.questionIndex;
  const afterQuestion = state.phase === 'reveal' || state.phase === 'leaderboard';
  if (afterQuestion && sameQuestion) return refusal(ERROR_CODES.late, 'The time for this question is up.');
  if (state.phase !== 'question' || state.paused) {
    return refusal(ERROR_CODES.wrongPhase, 'No question is open for answers.');
  }
  if (!sameQuestion) return refusal(ERROR_CODES.outOfRange, 'That is not the current question.');
  if (state.deadline === null || now > state.deadline) {
    return refusal(ERROR_CODES.late, 'The time for this question is up.');
  }
  if (answerOf(state, command.playerId)) {
    return refusal(ERROR_CODES.duplicate, 'You have already answered this question.');
  }
  return null;
}

function choiceProblem(question: Question, choice: number | string): EngineError | null {
  if (question.type === 'text') {
    if (typeof choice !== 'string' || choice.trim() === '') {
      return refusal(ERROR_CODES.invalidInput, 'Type an answer.');
    }
    return null;
  }
  if (typeof choice !== 'number') return refusal(ERROR_CODES.invalidInput, 'Pick one of the options.');
  if (choice < 0 || choice >= (question.options?.length ?? 0)) {
    return refusal(ERROR_CODES.outOfRange, 'That option is not offered.');
  }
  return null;
}

function isCorrect(question: Question, choice: number | string): boolean {
  if (question.type !== 'text') return choice === question.correctIndex;
  const accepted = { answer: question.answer ?? '', aliases: question.aliases ?? [] };
  return markAnswer(String(choice), accepted, {
    knownAnswers: question.knownAnswers ?? [],
    person: question.person === true,
  }).correct;
}

/**
 * Counts an answer and sends its receipt, in constant time: the duplicate check and the "everyone answered"
 * check read the room index. Correctness is decided now but stays inside the state until the
 * reveal: the receipt says only that the answer arrived and when.
 */
export function answer(state: GameState, command: AnswerCommand, now: number): Outcome {
  const question = currentQuestion(state);
  const problem =
    whoProblem(state, command.playerId) ??
    timingProblem(state, command, now) ??
    (question ? choiceProblem(question, command.choice) : refusal(ERROR_CODES.wrongPhase, 'No question is open.'));
  if (problem) return { state, effects: [], error: problem };
  const durationMs = questionDurationMs(state);
  const elapsedMs = Math.min(Math.max(durationMs - (state.deadline! - now), 0), durationMs);
  const record: AnswerRecord = {
    playerId: command.playerId,
    questionIndex: state.questionIndex,
    choice: typeof command.choice === 'string' ? command.choice.trim() : command.choice,
    receivedAt: now,
    elapsedMs,
    correct: isCorrect(question!, command.choice),
    speedPoints: 0,
    streakBonus: 0,
    points: 0,
  };
  addAnswer(state, record);
  const outcome = outcomeOf(state);
  send(outcome, command.playerId, 'arena:receipt', {
    questionIndex: state.questionIndex,
    receivedAt: now,
    accepted: true,
  });
  revealIfAllAnswered(outcome, now);
  return outcome;
}
