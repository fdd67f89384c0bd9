import { ARENA_ORDER_ITEMS } from '@trivia/contracts';
import { isEstimateValue, isPermutation } from './choices.js';
import { ERROR_CODES, type EngineError } from './errors.js';
import { resolveSettings, type SettingsInput } from './settings.js';
import type { GameState, Question, QuestionType } from './state.js';

export type CreateGameResult = { state: GameState; error?: undefined } | { state?: undefined; error: EngineError };

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

/** How many options each type shows: choice 2-6, true/false 2, a poll 2-6, an order's items 3-6. */
const OPTION_COUNTS: Partial<Record<QuestionType, [number, number]>> = {
  multiple_choice: [2, 6],
  true_false: [2, 2],
  poll: [2, 6],
  order: [ARENA_ORDER_ITEMS.min, ARENA_ORDER_ITEMS.max],
};

function optionsProblem(q: Question): string | null {
  const [min, max] = OPTION_COUNTS[q.type]!;
  if (isTextList(q.options) && q.options.length >= min && q.options.length <= max) return null;
  return min === max ? `needs exactly ${min} options` : `needs ${min} to ${max} options`;
}

function choiceProblem(q: Question): string | null {
  const problem = optionsProblem(q);
  if (problem) return problem;
  if (!Number.isInteger(q.correctIndex) || q.correctIndex! < 0 || q.correctIndex! >= q.options!.length) {
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

function typeProblem(q: Question): string | null {
  switch (q.type) {
    case 'text':
      return textProblem(q);
    case 'order':
      return (
        optionsProblem(q) ??
        (isPermutation(q.correctOrder, q.options!.length) ? null : 'correctOrder must order every option once')
      );
    case 'estimate':
      if (!isEstimateValue(q.value)) return 'needs a finite value';
      return q.unit === undefined || typeof q.unit === 'string' ? null : 'unit must be a text';
    case 'poll':
      return optionsProblem(q);
    default:
      return choiceProblem(q);
  }
}

function questionProblem(q: Question, allowed: readonly QuestionType[]): string | null {
  if (typeof q !== 'object' || q === null) return 'not a question';
  if (!isText(q.id) || !isText(q.prompt)) return 'needs an id and a prompt';
  if (!allowed.includes(q.type)) return `type ${String(q.type)} is not allowed by the settings`;
  if (q.round !== undefined && !isText(q.round)) return 'round must be a text';
  if (q.imageUrl !== undefined && !isText(q.imageUrl)) return 'imageUrl must be a text';
  return typeProblem(q);
}

/** The fields of a question's own type: the state holds no `undefined` and no stray input. */
function typeFields(q: Question): Partial<Question> {
  switch (q.type) {
    case 'text':
      return {
        answer: q.answer!,
        ...(q.aliases ? { aliases: [...q.aliases] } : {}),
        ...(q.knownAnswers ? { knownAnswers: [...q.knownAnswers] } : {}),
        ...(q.person === true ? { person: true } : {}),
      };
    case 'order':
      return { options: [...q.options!], correctOrder: [...q.correctOrder!] };
    case 'estimate':
      return { value: q.value!, ...(q.unit !== undefined ? { unit: q.unit } : {}) };
    case 'poll':
      return { options: [...q.options!] };
    default:
      return { options: [...q.options!], correctIndex: q.correctIndex! };
  }
}

/** Copies only the fields a question type uses. */
function cleanQuestion(q: Question): Question {
  return {
    id: q.id,
    type: q.type,
    prompt: q.prompt,
    ...typeFields(q),
    ...(q.round !== undefined ? { round: q.round } : {}),
    ...(q.imageUrl !== undefined ? { imageUrl: q.imageUrl } : {}),
  };
}

function questionsProblems(questions: Question[], count: number, allowed: readonly QuestionType[]): string[] {
  if (!Array.isArray(questions) || questions.length !== count) return [`questions: exactly ${count} expected`];
  const problems = questions.flatMap((q, i) => {
    const problem = questionProblem(q, allowed);
    return problem ? [`questions[${i}]: ${problem}`] : [];
  });
  if (new Set(questions.map((q) => q?.id)).size !== questions.length) problems.push('questions: ids must be unique');
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
    durationMs: settings.questionSeconds * 1000,
    questionLengths: [],
    nextTickAt: null,
    seq: 0,
    players: [],
    kicked: [],
    reconnects: 0,
    hostConnected: true,
    skipped: [],
    brokenStreaks: [],
    appliedOverrides: [],
    answers: [],
    unstored: [],
    endedAt: null,
  };
  return { state };
}
