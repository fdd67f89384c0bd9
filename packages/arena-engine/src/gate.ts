import { isEstimateChoice, isPermutation } from './choices.js';
import type { Command } from './commands.js';
import { ERROR_CODES, type EngineError } from './errors.js';
import { findPlayer, isKicked } from './room-index.js';
import { currentQuestion, type Choice, type GameState, type QuestionType } from './state.js';

/**
 * The answer gate: the few facts about a room that judge an answer, so that the node that receives one can
 * check it and store it without the room's state (the backend keeps the gate beside the stored answers and
 * writes it with each batch that changes it). `open`: the question `questionIndex` takes answers until
 * `deadline`; `closed`: its time is up (it is revealed, or being revealed); `none`: no question takes answers
 * (lobby, countdown, paused, over). `durationMs` is the question's full length, extensions included: an answer's
 * elapsed time is `durationMs - (deadline - now)`, so it stays true when the host moves the deadline.
 */
export type AnswerGate = {
  questionIndex: number;
  status: 'open' | 'closed' | 'none';
  deadline: number | null;
  durationMs: number;
  type: QuestionType | null;
  optionCount: number;
};

/** Who may answer, as the gate's store keeps it: a player in the room, one the host removed, or a stranger. */
export type MemberStatus = 'in' | 'kicked' | null;

/** An answer as the store took it: when it arrived by the server's clock and how far into the question. */
export type StoredAnswer = { playerId: string; choice: Choice; receivedAt: number; elapsedMs: number };

/**
 * Every reason to refuse an answer, by a name a store can return (the Redis script returns these names), with
 * the engine's code and message. Checked in this order by `checkAnswer`.
 */
export const ANSWER_REFUSALS = {
  kicked: { code: ERROR_CODES.kicked, message: 'You were removed from this game.' },
  notInRoom: { code: ERROR_CODES.notInRoom, message: 'You are not in this game.' },
  late: { code: ERROR_CODES.late, message: 'The time for this question is up.' },
  wrongPhase: { code: ERROR_CODES.wrongPhase, message: 'No question is open for answers.' },
  otherQuestion: { code: ERROR_CODES.outOfRange, message: 'That is not the current question.' },
  duplicate: { code: ERROR_CODES.duplicate, message: 'You have already answered this question.' },
  typeAnswer: { code: ERROR_CODES.invalidInput, message: 'Type an answer.' },
  pickOption: { code: ERROR_CODES.invalidInput, message: 'Pick one of the options.' },
  notOffered: { code: ERROR_CODES.outOfRange, message: 'That option is not offered.' },
  putInOrder: { code: ERROR_CODES.invalidInput, message: 'Put every item in order, each once.' },
  giveNumber: { code: ERROR_CODES.invalidInput, message: 'Enter a number.' },
} as const satisfies Record<string, EngineError>;

export type AnswerRefusal = keyof typeof ANSWER_REFUSALS;

export const isAnswerRefusal = (name: string): name is AnswerRefusal => Object.hasOwn(ANSWER_REFUSALS, name);

/** The gate of a room as its state stands. */
export function answerGate(state: GameState): AnswerGate {
  const question = currentQuestion(state);
  const open = state.phase === 'question' && !state.paused && question !== undefined;
  const revealed = state.phase === 'reveal' || state.phase === 'leaderboard';
  return {
    questionIndex: state.questionIndex,
    status: open ? 'open' : revealed ? 'closed' : 'none',
    deadline: open ? state.deadline : null,
    durationMs: state.durationMs,
    type: open ? question.type : null,
    optionCount: open ? (question.options?.length ?? 0) : 0,
  };
}

export function memberStatus(state: GameState, playerId: string): MemberStatus {
  if (isKicked(state, playerId)) return 'kicked';
  return findPlayer(state, playerId) ? 'in' : null;
}

/**
 * Judges an answer against the gate at time `now`: the one definition of a valid answer, which the stores'
 * scripts follow check for check. A typed `choice` must already be trimmed. Null when it is to be counted.
 * The shape of the choice must fit the question: typed text, every item once in some order (`order`), a number
 * (`estimate`), or an offered option's index (choice, true/false, poll).
 */
export function checkAnswer(
  gate: AnswerGate,
  member: MemberStatus,
  alreadyAnswered: boolean,
  answer: { questionIndex: number; choice: Choice },
  now: number,
): AnswerRefusal | null {
  if (member === 'kicked') return 'kicked';
  if (member === null) return 'notInRoom';
  const sameQuestion = answer.questionIndex === gate.questionIndex;
  if (gate.status === 'closed' && sameQuestion) return 'late';
  if (gate.status !== 'open') return 'wrongPhase';
  if (!sameQuestion) return 'otherQuestion';
  if (gate.deadline === null || now > gate.deadline) return 'late';
  if (alreadyAnswered) return 'duplicate';
  if (gate.type === 'text') return typeof answer.choice === 'string' && answer.choice !== '' ? null : 'typeAnswer';
  if (gate.type === 'order') return isPermutation(answer.choice, gate.optionCount) ? null : 'putInOrder';
  if (gate.type === 'estimate') return isEstimateChoice(answer.choice) ? null : 'giveNumber';
  if (typeof answer.choice !== 'number') return 'pickOption';
  return answer.choice < 0 || answer.choice >= gate.optionCount ? 'notOffered' : null;
}

/** How far into the open question an answer at `now` came, clamped to the question's length. */
export function elapsedAt(gate: AnswerGate, now: number): number {
  return Math.min(Math.max(gate.durationMs - ((gate.deadline ?? now) - now), 0), gate.durationMs);
}

/**
 * Whether applying `command` at `now` would reveal the open question (its deadline tick, or the host's "next"):
 * the caller must first close the gate and fold in every stored answer (command `fold`), so none is left out.
 */
export function endsAnswering(state: GameState, command: Command, now: number): boolean {
  if (state.phase !== 'question' || state.paused) return false;
  if (command.type === 'tick') return state.nextTickAt !== null && now >= state.nextTickAt;
  if (command.type === 'next') return command.by === state.hostId;
  return false;
}
