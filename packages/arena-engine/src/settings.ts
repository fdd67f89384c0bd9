import {
  ARENA_HOSTED_QUESTION_COUNT,
  ARENA_ROOM_LIMITS,
  ARENA_TEAM_LIMITS,
  arenaPaceSchema,
  arenaScoringSchema,
  arenaTeamModeSchema,
  type ArenaPace,
  type ArenaScoring,
  type ArenaTeam,
  type ArenaTeamMode,
} from '@trivia/contracts';
import { DIFFICULTIES, QUESTION_TYPES, type Difficulty, type QuestionType, type Settings } from './state.js';

const { questionCount, questionSeconds, maxPlayers, phaseSeconds, categories } = ARENA_ROOM_LIMITS;

/** The host's limits come from the contracts (what the form and the API promise); the engine checks them again. */
export const LIMITS = {
  questionCount,
  /** A host-led session runs a whole catalogue quiz and its polls: more questions than a battle. */
  hostedQuestionCount: ARENA_HOSTED_QUESTION_COUNT,
  teams: ARENA_TEAM_LIMITS,
  questionSeconds,
  maxPlayers,
  phaseMs: { min: phaseSeconds.min * 1000, max: phaseSeconds.max * 1000 },
  categories,
  autoStartMs: { min: 5000, max: 120_000 },
} as const;

/** How many players a public room waits for before its start countdown runs. */
export const AUTO_START_MIN_PLAYERS = 2;

export const DEFAULT_SETTINGS = {
  questionSeconds: 20,
  categories: [] as string[],
  difficulty: 'mixed' as Difficulty,
  questionTypes: [...QUESTION_TYPES],
  maxPlayers: 50,
  countdownMs: 3000,
  revealMs: 5000,
  leaderboardMs: 5000,
  autoStartMs: null as number | null,
  // Battles (quick match, private rooms) as they always were: the host plays, speed scoring, no teams, timers.
  hostLed: false,
  scoring: 'speed' as ArenaScoring,
  teamMode: 'off' as ArenaTeamMode,
  teams: [] as ArenaTeam[],
  pace: 'auto' as ArenaPace,
};

/** What a host may leave out: everything but the number of questions has a default. */
export type SettingsInput = Partial<Settings> & { questionCount: number };

const isIntIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

function rangeProblems(s: Settings): string[] {
  const problems: string[] = [];
  const ranged = (name: string, value: unknown, { min, max }: { min: number; max: number }) => {
    if (!isIntIn(value, min, max)) problems.push(`${name}: ${min} to ${max}`);
  };
  ranged('questionCount', s.questionCount, s.hostLed ? LIMITS.hostedQuestionCount : LIMITS.questionCount);
  ranged('questionSeconds', s.questionSeconds, LIMITS.questionSeconds);
  ranged('maxPlayers', s.maxPlayers, LIMITS.maxPlayers);
  for (const key of ['countdownMs', 'revealMs', 'leaderboardMs'] as const) ranged(key, s[key], LIMITS.phaseMs);
  const { autoStartMs } = LIMITS;
  if (s.autoStartMs !== null && !isIntIn(s.autoStartMs, autoStartMs.min, autoStartMs.max))
    problems.push('autoStartMs: 5000 to 120000, or null');
  return problems;
}

function listProblems(s: Settings): string[] {
  const problems: string[] = [];
  const categoriesOk =
    Array.isArray(s.categories) &&
    s.categories.length <= LIMITS.categories.max &&
    s.categories.every((c) => typeof c === 'string' && c.trim() !== '');
  if (!categoriesOk) problems.push('categories: up to 20 names');
  if (!DIFFICULTIES.includes(s.difficulty)) problems.push(`difficulty: one of ${DIFFICULTIES.join(', ')}`);
  const typesOk =
    Array.isArray(s.questionTypes) &&
    s.questionTypes.length > 0 &&
    s.questionTypes.every((t) => QUESTION_TYPES.includes(t)) &&
    new Set(s.questionTypes).size === s.questionTypes.length;
  if (!typesOk) problems.push(`questionTypes: distinct values of ${QUESTION_TYPES.join(', ')}`);
  return problems;
}

const isTeamName = (name: unknown): boolean =>
  typeof name === 'string' &&
  name.trim().length >= LIMITS.teams.name.min &&
  name.trim().length <= LIMITS.teams.name.max;

/** The named teams of a `teams` room (ids t1..tN in order, distinct names); none in any other mode. */
function teamProblems(s: Settings): string[] {
  if (!Array.isArray(s.teams)) return ['teams: a list'];
  if (s.teamMode !== 'teams') return s.teams.length > 0 ? ['teams: only in teams mode'] : [];
  const { min, max } = LIMITS.teams.count;
  if (s.teams.length < min || s.teams.length > max) return [`teams: ${min} to ${max} in teams mode`];
  const problems: string[] = [];
  const wellFormed = s.teams.every(
    (t, i) => typeof t === 'object' && t !== null && t.id === `t${i + 1}` && isTeamName(t.name),
  );
  if (!wellFormed) problems.push(`teams: ids t1 to tN in order, names of ${LIMITS.teams.name.max} characters at most`);
  else if (new Set(s.teams.map((t) => t.name.trim().toLowerCase())).size !== s.teams.length)
    problems.push('teams: names must differ');
  return problems;
}

function modeProblems(s: Settings): string[] {
  const problems: string[] = [];
  if (typeof s.hostLed !== 'boolean') problems.push('hostLed: true or false');
  if (!arenaScoringSchema.options.includes(s.scoring)) problems.push('scoring: speed or accuracy');
  if (!arenaTeamModeSchema.options.includes(s.teamMode)) problems.push('teamMode: off, teams or tables');
  if (!arenaPaceSchema.options.includes(s.pace)) problems.push('pace: host or auto');
  // Nobody would press "next" in a room whose host plays.
  else if (s.pace === 'host' && s.hostLed !== true) problems.push('pace: host only in a host-led room');
  return [...problems, ...teamProblems(s)];
}

/** Fills the defaults and lists everything wrong with the result (empty when the settings are valid). */
export function resolveSettings(input: SettingsInput): { settings: Settings; problems: string[] } {
  const settings: Settings = {
    questionCount: input.questionCount,
    questionSeconds: input.questionSeconds ?? DEFAULT_SETTINGS.questionSeconds,
    categories: [...(input.categories ?? DEFAULT_SETTINGS.categories)],
    difficulty: input.difficulty ?? DEFAULT_SETTINGS.difficulty,
    questionTypes: [...(input.questionTypes ?? DEFAULT_SETTINGS.questionTypes)] as QuestionType[],
    maxPlayers: input.maxPlayers ?? DEFAULT_SETTINGS.maxPlayers,
    countdownMs: input.countdownMs ?? DEFAULT_SETTINGS.countdownMs,
    revealMs: input.revealMs ?? DEFAULT_SETTINGS.revealMs,
    leaderboardMs: input.leaderboardMs ?? DEFAULT_SETTINGS.leaderboardMs,
    autoStartMs: input.autoStartMs ?? DEFAULT_SETTINGS.autoStartMs,
    hostLed: input.hostLed ?? DEFAULT_SETTINGS.hostLed,
    scoring: input.scoring ?? DEFAULT_SETTINGS.scoring,
    teamMode: input.teamMode ?? DEFAULT_SETTINGS.teamMode,
    teams: Array.isArray(input.teams) ? input.teams.map((t) => ({ ...t })) : [],
    pace: input.pace ?? DEFAULT_SETTINGS.pace,
  };
  const problems = [...rangeProblems(settings), ...listProblems(settings), ...modeProblems(settings)];
  return { settings, problems };
}
