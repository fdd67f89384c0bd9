import {
  type ARENA_HOSTED_BANK_TYPES,
  ARENA_POLL_LIMITS,
  createHostedSessionRequestSchema,
  type ArenaDifficulty,
  type ArenaPace,
  type ArenaScoring,
  type ArenaTeamMode,
  type RevisionSet,
} from '@trivia/contracts';
import type { z } from 'zod';
import type { FieldErrors } from '../../lib/form-errors';

/** A question type a quick selection can draw from the bank (the contracts' list, never restated). */
export type HostedBankType = (typeof ARENA_HOSTED_BANK_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<HostedBankType, string> = {
  multiple_choice: 'Multiple choice',
  true_false: 'True or false',
  text: 'Typed answers',
  order: 'Put in order',
  estimate: 'Closest number wins',
};

export interface PollDraft {
  prompt: string;
  /** One option a line, as the host types them in a text box. */
  options: string;
  at: 'start' | 'end';
}

export interface SessionFormValues {
  /**
   * `catalogue`: the quiz the page was opened with; `round`: one round of it (a host sheet's QR code for that round
   * opens the page so); `quick`: drawn from the question bank.
   */
  sourceKind: 'catalogue' | 'round' | 'quick';
  /** The catalogue quiz's address, when the page was opened from one. */
  slug: string | null;
  /** The round the page was opened for (from 1), with a quiz. */
  round: number | null;
  /** A classroom revision set the page was opened for (from /education or /teachers): the quick selection draws only it. */
  curriculum: RevisionSet | null;
  /** As Mantine's NumberInput holds them: a number, or a string while empty. */
  questionCount: number | string;
  categories: string[];
  difficulty: ArenaDifficulty;
  questionTypes: HostedBankType[];
  title: string;
  scoring: ArenaScoring;
  teamMode: ArenaTeamMode;
  teams: string[];
  pace: ArenaPace;
  questionSeconds: number | string;
  polls: PollDraft[];
}

/** What the form starts with: the contracts' defaults (accuracy scoring, host's pace, 30 seconds). */
export function sessionFormFor(
  slug: string | null,
  round: number | null = null,
  curriculum: RevisionSet | null = null,
): SessionFormValues {
  const withRound = slug ? round : null;
  return {
    sourceKind: !slug ? 'quick' : withRound ? 'round' : 'catalogue',
    slug,
    round: withRound,
    curriculum: slug ? null : curriculum,
    questionCount: 10,
    categories: [],
    difficulty: 'mixed',
    questionTypes: ['multiple_choice', 'text'],
    title: '',
    scoring: 'accuracy',
    teamMode: 'off',
    teams: ['', ''],
    pace: 'host',
    questionSeconds: 30,
    polls: [],
  };
}

export const emptyPoll = (): PollDraft => ({ prompt: '', options: '', at: 'start' });
export const canAddPoll = (values: SessionFormValues): boolean => values.polls.length < ARENA_POLL_LIMITS.count.max;

export type HostedSessionRequest = z.output<typeof createHostedSessionRequestSchema>;

/** An empty number field is NaN, so the schema names its range rather than using a default. */
const numberOf = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

const pollOptions = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The request body as the form stands: only the chosen source's fields, team names only with teams. */
export function sessionRequestOf(values: SessionFormValues): unknown {
  const source =
    values.sourceKind === 'catalogue'
      ? { kind: 'catalogue', slug: values.slug ?? '' }
      : values.sourceKind === 'round'
        ? { kind: 'catalogue', slug: values.slug ?? '', round: values.round }
        : {
            kind: 'quick',
            questionCount: numberOf(values.questionCount),
            categories: values.categories,
            difficulty: values.difficulty,
            questionTypes: values.questionTypes,
            ...(values.curriculum ? { curriculum: values.curriculum } : {}),
          };
  const title = values.title.trim();
  return {
    source,
    ...(title ? { title } : {}),
    scoring: values.scoring,
    teamMode: values.teamMode,
    teams: values.teamMode === 'teams' ? values.teams.map((name) => name.trim()) : [],
    pace: values.pace,
    questionSeconds: numberOf(values.questionSeconds),
    polls: values.polls.map((poll) => ({ prompt: poll.prompt, options: pollOptions(poll.options), at: poll.at })),
  };
}

/** A quick selection's fields sit at the top of the form, without the `source.` of the request's path. */
const SOURCE_FIELDS = ['questionCount', 'categories', 'difficulty', 'questionTypes'] as const;

/**
 * Where an issue (the schema's, or the server's VAL_001 body) shows on the form: a field's key such as
 * `questionSeconds`, `teams.1` or `polls.0.options`; null for a path the form has no field for.
 */
export function sessionFieldOf(path: string): string | null {
  const parts = path.split('.').filter((part) => part !== '');
  const [top, second, third] = parts;
  switch (top) {
    case 'source': {
      const field = SOURCE_FIELDS.find((name) => name === second);
      return field ?? 'source';
    }
    case 'title':
    case 'scoring':
    case 'teamMode':
    case 'pace':
    case 'questionSeconds':
    case 'maxPlayers':
      return top;
    case 'teams':
      return second !== undefined && /^\d+$/.test(second) ? `teams.${second}` : 'teams';
    case 'polls':
      if (second === undefined || !/^\d+$/.test(second)) return 'polls';
      return third === 'prompt' || third === 'options' || third === 'at'
        ? `polls.${second}.${third}`
        : `polls.${second}`;
    default:
      return null;
  }
}

/** The first problem per field; null when none is about a field the form shows (a toast says it then). */
export function sessionFieldErrors(issues: readonly { path: string; message: string }[]): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = sessionFieldOf(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Checks the form with the server's own schema before sending; nothing is clamped or filled in. */
export function checkSessionForm(
  values: SessionFormValues,
): { request: HostedSessionRequest; errors: null } | { request: null; errors: FieldErrors } {
  const parsed = createHostedSessionRequestSchema.safeParse(sessionRequestOf(values));
  if (parsed.success) return { request: parsed.data, errors: null };
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return { request: null, errors: sessionFieldErrors(issues) ?? { source: 'Check the session settings' } };
}
