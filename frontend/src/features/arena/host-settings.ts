import {
  type ARENA_QUESTION_TYPES,
  ARENA_ROOM_LIMITS,
  createArenaRoomRequestSchema,
  rangeMessage,
  type IntRange,
  formatNumber,
} from '@trivia/contracts';
import type { z } from 'zod';
import type { FieldErrors } from '../../lib/form-errors';

/** The host form's fields that can be wrong; one field sets the seconds on both the answer and the scores. */
export const HOST_FIELDS = ['questionCount', 'questionSeconds', 'phaseSeconds', 'questionTypes', 'maxPlayers'] as const;
export type HostField = (typeof HOST_FIELDS)[number];

/** Labels and ranges as the form shows them; the ranges are the contracts' (ARENA_ROOM_LIMITS), never restated. */
export const HOST_NUMBER_FIELDS = {
  questionCount: { label: 'Questions', range: ARENA_ROOM_LIMITS.questionCount },
  questionSeconds: { label: 'Seconds per question', range: ARENA_ROOM_LIMITS.questionSeconds },
  phaseSeconds: { label: 'Seconds on answers and scores', range: ARENA_ROOM_LIMITS.phaseSeconds },
} as const satisfies Record<string, { label: string; range: IntRange }>;

export const rangeHint = ({ min, max }: IntRange): string => `${formatNumber(min)} to ${formatNumber(max)}`;

export type QuestionType = (typeof ARENA_QUESTION_TYPES)[number];

export interface HostFormValues {
  /** As Mantine's NumberInput holds them: a number, or a string while empty or not a number. */
  questionCount: number | string;
  questionSeconds: number | string;
  phaseSeconds: number | string;
  difficulty: NonNullable<z.input<typeof createArenaRoomRequestSchema>['difficulty']>;
  questionTypes: QuestionType[];
  categories: string[];
  maxPlayers: number | string;
}

/** What the host form starts with. */
export const DEFAULT_HOST_FORM: HostFormValues = {
  questionCount: 10,
  questionSeconds: 20,
  phaseSeconds: 5,
  difficulty: 'mixed',
  questionTypes: ['multiple_choice'],
  categories: [],
  maxPlayers: 10,
};

/** The server's own default room size, offered when the host's plan allows it. */
const USUAL_ROOM_PLAYERS = 50;

/** What the form starts with for a host whose plan allows rooms of up to `playerLimit` players. */
export function hostFormFor(playerLimit: number): HostFormValues {
  return { ...DEFAULT_HOST_FORM, maxPlayers: Math.min(USUAL_ROOM_PLAYERS, playerLimit) };
}

/** "Players must be a whole number from 2 to 10": the schema's words, with the plan's ceiling. */
export const playersRange = (playerLimit: number): IntRange => ({
  min: ARENA_ROOM_LIMITS.maxPlayers.min,
  max: Math.min(playerLimit, ARENA_ROOM_LIMITS.maxPlayers.max),
});

export type CreateRoomRequest = z.output<typeof createArenaRoomRequestSchema>;

/**
 * The number a field reads as; an empty one is NaN, never undefined, so the schema names its range rather than
 * quietly using a default.
 */
const numberOf = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** Where the server's (or the schema's) issue belongs on the form, and what to say there. */
function fieldOf(path: string, message: string): { field: HostField; message: string } | null {
  const top = path.split('.')[0];
  if (top === 'revealSeconds' || top === 'leaderboardSeconds') {
    const { label, range } = HOST_NUMBER_FIELDS.phaseSeconds;
    return { field: 'phaseSeconds', message: rangeMessage(label, range) };
  }
  const field = HOST_FIELDS.find((name) => name === top);
  return field ? { field, message } : null;
}

/** The first problem per field, from issues shaped like the server's VAL_001 body; null when none is on a field. */
export function hostFieldErrors(issues: readonly { path: string; message: string }[]): FieldErrors<HostField> | null {
  const errors: FieldErrors<HostField> = {};
  for (const issue of issues) {
    const placed = fieldOf(issue.path, issue.message);
    if (placed && !errors[placed.field]) errors[placed.field] = placed.message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * Checks the form with the server's own schema before sending: the request as typed, or each problem on its
 * field. Nothing is clamped or filled in: a value out of range is the host's to change.
 */
export function checkHostForm(
  values: HostFormValues,
  playerLimit: number = ARENA_ROOM_LIMITS.maxPlayers.max,
): { request: CreateRoomRequest; errors: null } | { request: null; errors: FieldErrors<HostField> } {
  const between = numberOf(values.phaseSeconds);
  const players = numberOf(values.maxPlayers);
  const parsed = createArenaRoomRequestSchema.safeParse({
    questionCount: numberOf(values.questionCount),
    questionSeconds: numberOf(values.questionSeconds),
    difficulty: values.difficulty,
    questionTypes: values.questionTypes,
    categories: values.categories,
    revealSeconds: between,
    leaderboardSeconds: between,
    maxPlayers: players,
  });
  // Players are checked against the plan's ceiling (the server enforces it too), so the message names the
  // range this host may use rather than the engine's.
  const issues = (parsed.success ? [] : parsed.error.issues)
    .map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    .filter((issue) => issue.path !== 'maxPlayers');
  const range = playersRange(playerLimit);
  if (!Number.isInteger(players) || players < range.min || players > range.max) {
    issues.push({ path: 'maxPlayers', message: rangeMessage('Players', range) });
  }
  if (parsed.success && issues.length === 0) return { request: parsed.data, errors: null };
  return { request: null, errors: hostFieldErrors(issues) ?? {} };
}
