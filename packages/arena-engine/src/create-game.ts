import { ERROR_CODES, type EngineError } from './errors.js';
import { resolveSettings, type SettingsInput } from './settings.js';
import type { GameState, Question, QuestionType } from './state.js';

export type CreateGameResult = { state: GameState; error?: undefined } | { state?: undefined; error: EngineError };

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

function choiceProblem(q: Question): string | null {
  const count = q.type === 'true_false' ? [2, 2] : [2, 6];
  if (!isTextList(q.options) || q.options.length < count[0]! || q.options.length > count[1]!) {
    return q.type === 'true_false' ? 'needs exactly 2 options' : 'needs 2 to 6 options';
  }
  if (!Number.isInteger(q.correctIndex) || q.correctIndex! < 0 || q.correctIndex! >= q.options.length) {
    return 'correctIndex is not one of its options';
  }
  return null;
}

function textProblem(q: Question): string | null {
  if (!isText(q.answer)) return 'needs an answer';
  if (q.aliases !== undefined && !isTextList(q.aliases)) return 'aliases must be texts';
  if (q.knownAnswers !== undefined && !isTextList(q.knownAnswers)) return 'knownAnswers must be texts';
  return null;
}

function questionProblem(q: Question, allowed: readonly QuestionType[]): string | null {
  if (!isText(q.id) || !isText(q.prompt)) return 'needs an id and a prompt';
  if (!allowed.includes(q.type)) return `type ${String(q.type)} is not allowed by the settings`;
  return q.type === 'text' ? textProblem(q) : choiceProblem(q);
}

/** Copies only the fields a question type uses, so the state holds no `undefined` and no stray input. */
function cleanQuestion(q: Question): Question {
  const base = { id: q.id, type: q.type, prompt: q.prompt };
  if (q.type !== 'text') return { ...base, options: [...q.options!], correctIndex: q.correctIndex! };
  return {
    ...base,
    answer: q.answer!,
    ...(q.aliases ? { aliases: [...q.aliases] } : {}),
    ...(q.knownAnswers ? { knownAnswers: [...q.knownAnswers] } : {}),
  };
}

function questionsProblems(questions: Question[], count: number, allowed: readonly QuestionType[]): string[] {
  if (!Array.isArray(questions) || questions.length !== count) return [`questions: exactly ${count} expected`];
  const problems = questions.flatMap((q, i) => {
    const problem = questionProblem(q, allowed);
    return problem ? [`questions[${i}]: ${problem}`] : [];
  });
  if (new Set(questions.map((q) => q.id)).size !== questions.length) problems.push('questions: ids must be unique');
  return problems;
}

/** Builds a game in the lobby, or refuses with VAL_001 and every problem found. */
export function createGame(
  input: SettingsInput,
  questions: Question[],
  seed: number,
  hostId: string,
  now: number,
): CreateGameResult {
  const { settings, problems } = resolveSettings(input);
  problems.push(...questionsProblems(questions, settings.questionCount, settings.questionTypes));
  if (!isText(hostId)) problems.push('hostId: required');
  if (!Number.isInteger(seed) || !Number.isFinite(now)) problems.push('seed and now: numbers');
  if (problems.length > 0) return { error: { code: ERROR_CODES.invalidInput, message: problems.join('; ') } };
  const state: GameState = {
    version: 2,
    hostId,
    seed,
    createdAt: now,
    settings,
    questions: questions.map(cleanQuestion),
    phase: 'lobby',
    paused: false,
    pausedRemainingMs: null,
    questionIndex: -1,
    deadline: null,
    nextTickAt: null,
    seq: 0,
    players: [],
    kicked: [],
    answers: [],
    unstored: [],
    endedAt: null,
  };
  return { state };
}
