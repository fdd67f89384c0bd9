import fc from 'fast-check';
import { apply } from '../apply.js';
import { answerGroupKey } from '../choices.js';
import type { Command } from '../commands.js';
import type { Effect, Outcome } from '../effects.js';
import { remarkChanges, remarkProblem } from '../overrides.js';
import type { SettingsInput } from '../settings.js';
import type { AnswerRecord, Choice, GameState } from '../state.js';
import { HOST, HOSTED, makeQuestions, newGame, T0, withPlayers } from './fixtures.js';

/**
 * Random host-led games for property tests: every question type, teams, both scorings and paces, late joins,
 * the host's controls (extend, skip, away and back) and re-marking, played against a simulated backend that
 * stores each revealed question's answers (its `storeAnswers` effects) and re-marks them as the sessions
 * service does: `remarkChanges` over the stored rows, stored, then `adjustScores`.
 */

const PLAYERS = ['p1', 'p2', 'p3', 'p4'];
const LATE = ['p5', 'p6'];
const player = fc.constantFrom(...PLAYERS, ...LATE);
/** Who answers: mostly the first two, in every game. */
const answerer = fc.oneof({ arbitrary: fc.constantFrom('p1', 'p2'), weight: 3 }, { arbitrary: player, weight: 1 });
const TYPES = ['text', 'multiple_choice', 'order', 'text', 'estimate', 'poll'] as const;
const TEXTS = ['Secretanswera', 'secret answer a', 'Secretanswerd', 'nope', 'Nope!', 'Hiddenaliasd', ''];
const CURRENT = -99;
/** The last typed question revealed so far (or the current question if none is). */
const LAST_TYPED = -98;

const ORDERS = [
  [2, 0, 3, 1],
  [0, 1, 2, 3],
  [1, 0, 2, 3],
];

/** Any choice, of any shape (mostly refused unless it happens to fit the open question). */
const anyChoice: fc.Arbitrary<Choice> = fc.oneof(
  fc.integer({ min: 0, max: 3 }),
  fc.constantFrom(...TEXTS),
  fc.constantFrom<number[]>(...ORDERS, [0, 1]),
  fc.integer({ min: 95, max: 110 }).map((estimate) => ({ estimate })),
);

/** `fit`: a choice of the open question's shape, picked by the runner (the n-th of its kind). */
type Fit = { fit: number };
const choice: fc.Arbitrary<Choice | Fit> = fc.oneof(
  { arbitrary: fc.nat({ max: 30 }).map((fit) => ({ fit })), weight: 4 },
  { arbitrary: anyChoice, weight: 1 },
);

const isFit = (choice: Choice | Fit): choice is Fit => typeof choice === 'object' && 'fit' in choice;

function fitting(state: GameState, { fit }: Fit): Choice {
  switch (state.questions[state.questionIndex]?.type) {
    case 'text':
      return TEXTS[fit % TEXTS.length]!;
    case 'order':
      return ORDERS[fit % ORDERS.length]!;
    case 'estimate':
      return { estimate: 90 + fit };
    case 'poll':
      return fit % 3;
    default:
      return fit % 4;
  }
}

/** The host re-marks a typed answer (as the client sends it): the runner turns it into `adjustScores`. */
export type Remark = { type: 'remark'; questionIndex: number; answer: string; accept: boolean; pick: number };
/** The pending timer fires: time jumps to it (a tick at that moment). */
type Due = { type: 'due' };
/** Everyone in the room answers the open question at once, each a fitting choice (the n-th of its kind). */
type Burst = { type: 'burst'; fits: number[] };
type Answer = Extract<Command, { type: 'answer' }>;
type HostedCommand =
  Exclude<Command, Answer> | (Omit<Answer, 'choice'> & { choice: Choice | Fit }) | Remark | Due | Burst;

const command: fc.Arbitrary<HostedCommand> = fc.oneof(
  {
    arbitrary: fc.record({
      type: fc.constant('answer' as const),
      playerId: answerer,
      questionIndex: fc.constant(CURRENT),
      choice,
    }),
    weight: 12,
  },
  {
    arbitrary: fc
      .array(fc.nat({ max: 30 }), { minLength: 1, maxLength: 6 })
      .map((fits) => ({ type: 'burst' as const, fits })),
    weight: 10,
  },
  { arbitrary: fc.constant({ type: 'tick' as const }), weight: 3 },
  { arbitrary: fc.constant({ type: 'due' as const }), weight: 8 },
  {
    arbitrary: fc
      .constantFrom('next', 'next', 'pause', 'resume', 'resume', 'skip')
      .map((type) => ({ type, by: HOST }) as Command),
    weight: 8,
  },
  {
    arbitrary: fc.integer({ min: 5, max: 30 }).map((seconds) => ({ type: 'extend' as const, by: HOST, seconds })),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('setTeam' as const),
      by: fc.constantFrom(HOST, 'p1', 'p2'),
      playerId: player,
      teamId: fc.constantFrom('t1', 't2', 't3', null, 't9'),
    }),
    weight: 3,
  },
  { arbitrary: fc.constant({ type: 'hostAway' as const }), weight: 1 },
  { arbitrary: fc.constant({ type: 'resume' as const, by: HOST }), weight: 2 },
  { arbitrary: fc.constant({ type: 'hostBack' as const }), weight: 2 },
  {
    arbitrary: fc
      .record({ playerId: player, teamId: fc.constantFrom('t1', 't2', null) })
      .map(({ playerId, teamId }) => ({
        type: 'join' as const,
        playerId,
        nickname: `Name ${playerId}`,
        isGuest: true,
        teamId,
      })),
    weight: 2,
  },
  {
    arbitrary: player.map((playerId) => ({ type: 'leave' as const, playerId, reason: 'disconnect' as const })),
    weight: 1,
  },
  { arbitrary: player.map((playerId) => ({ type: 'kick' as const, by: HOST, playerId })), weight: 1 },
  { arbitrary: fc.constant({ type: 'answersStored' as const, questionIndex: CURRENT }), weight: 2 },
  {
    arbitrary: fc.record({
      type: fc.constant('remark' as const),
      // Mostly the last typed question revealed (0 and 3 are typed), sometimes any.
      questionIndex: fc.oneof(
        { arbitrary: fc.constant(LAST_TYPED), weight: 4 },
        { arbitrary: fc.constantFrom(CURRENT, 0, 3), weight: 1 },
        { arbitrary: fc.integer({ min: 0, max: 5 }), weight: 1 },
      ),
      answer: fc.constantFrom(...TEXTS.filter(Boolean)),
      accept: fc.boolean(),
      // Mostly one of the answers given (the n-th), as a host re-marks from the groups they were sent.
      pick: fc.oneof(fc.nat({ max: 10 }), fc.constant(-1)),
    }),
    weight: 6,
  },
);

/** Ending is rare, so that most games play several questions. */
const commandOrEnd: fc.Arbitrary<HostedCommand> = fc.oneof(
  { arbitrary: command, weight: 1000 },
  { arbitrary: fc.constant({ type: 'end' as const, by: HOST }), weight: 1 },
);

/** Mostly soon after the previous command (several answers to a question), sometimes long after a deadline. */
const wait = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 600 }), weight: 6 },
  { arbitrary: fc.integer({ min: 0, max: 12_000 }), weight: 1 },
);

export const hostedSteps = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  scoring: fc.constantFrom('speed' as const, 'accuracy' as const),
  pace: fc.constantFrom('host' as const, 'auto' as const),
  steps: fc.array(fc.tuple(commandOrEnd, wait), { minLength: 1, maxLength: 100, size: 'max' }),
});
export type HostedSteps = {
  players: number;
  scoring: 'speed' | 'accuracy';
  pace: 'host' | 'auto';
  steps: [HostedCommand, number][];
};

/** The backend's arena_answers, by "question/player", as the `storeAnswers` effects handed them over. */
export type StoredRows = Map<string, AnswerRecord>;

export type HostedStep = {
  before: GameState;
  command: Command;
  now: number;
  outcome: Outcome;
  refused: boolean;
  rows: StoredRows;
};

export const HOSTED_SETTINGS: Partial<SettingsInput> = {
  ...HOSTED,
  questionCount: 6,
  questionSeconds: 10,
  countdownMs: 1000,
  revealMs: 1000,
  leaderboardMs: 1000,
  teamMode: 'teams',
  teams: [
    { id: 't1', name: 'Owls' },
    { id: 't2', name: 'Larks' },
    { id: 't3', name: 'Crows' },
  ],
};

function storeRows(rows: StoredRows, effects: Effect[]): void {
  for (const effect of effects) {
    if (effect.type !== 'storeAnswers') continue;
    // Idempotent, as the real insert is (ON CONFLICT DO NOTHING); a copy, as a database row is.
    for (const a of effect.answers) {
      const key = `${effect.questionIndex}/${a.playerId}`;
      if (!rows.has(key)) rows.set(key, { ...a });
    }
  }
}

/** Each re-marking's id, as its audit row gives it. */
let remarks = 0;

/** The sessions service's override: the stored rows of that answer, their changes, stored, then the command. */
function remark(state: GameState, rows: StoredRows, r: Remark): Command {
  const given = [...rows.values()].flatMap((a) =>
    a.questionIndex === r.questionIndex && typeof a.choice === 'string' ? [a.choice] : [],
  );
  const answer = r.pick >= 0 && given.length > 0 ? given[r.pick % given.length]! : r.answer;
  const key = answerGroupKey(answer);
  const matching = [...rows.values()].filter(
    (a) => a.questionIndex === r.questionIndex && typeof a.choice === 'string' && answerGroupKey(a.choice) === key,
  );
  const changes = remarkChanges(state, r.questionIndex, r.accept, matching);
  // Stored only when the room takes it (in the real service, one transaction the refusal rolls back).
  if (remarkProblem(state, r.questionIndex) === null) {
    for (const c of changes)
      Object.assign(rows.get(`${r.questionIndex}/${c.playerId}`)!, { correct: c.correct, points: c.points });
  }
  return {
    type: 'adjustScores',
    by: HOST,
    overrideId: `override-${(remarks += 1)}`,
    questionIndex: r.questionIndex,
    answer,
    accepted: r.accept,
    changes,
  };
}

/** The commands a step stands for: a burst is every player in the room answering (fitting choices). */
function expand(state: GameState, rows: StoredRows, raw: HostedCommand): Command[] {
  const current =
    'questionIndex' in raw && raw.questionIndex === CURRENT ? { ...raw, questionIndex: state.questionIndex } : raw;
  switch (current.type) {
    case 'due':
      return [{ type: 'tick' }];
    case 'remark': {
      if (current.questionIndex !== LAST_TYPED) return [remark(state, rows, current)];
      const open = state.phase === 'question' || state.phase === 'countdown' ? 1 : 0;
      const typed = state.questions.findLastIndex((q, i) => q.type === 'text' && i <= state.questionIndex - open);
      return [remark(state, rows, { ...current, questionIndex: typed >= 0 ? typed : state.questionIndex })];
    }
    case 'burst':
      return state.players.map((p, i) => ({
        type: 'answer',
        playerId: p.id,
        questionIndex: state.questionIndex,
        choice: fitting(state, { fit: current.fits[i % current.fits.length]! }),
      }));
    case 'answer':
      return [isFit(current.choice) ? { ...current, choice: fitting(state, current.choice) } : (current as Command)];
    default:
      return [current];
  }
}

/** Plays a random host-led game from the start; `onStep` sees each command with the live state after it. */
export function runHosted(s: HostedSteps, onStep: (step: HostedStep, live: GameState) => void): void {
  const questions = makeQuestions(6, [...TYPES]);
  const lobby = withPlayers(
    newGame({ ...HOSTED_SETTINGS, scoring: s.scoring, pace: s.pace }, questions),
    PLAYERS.slice(0, s.players),
  );
  const state = apply(lobby, { type: 'start', by: HOST }, T0).state;
  const rows: StoredRows = new Map();
  let now = T0;
  for (const [raw, delay] of s.steps) {
    now = raw.type === 'due' ? Math.max(now, state.nextTickAt ?? now) : now + delay;
    // A remark reads the rows as they are now: expanded one command at a time, after the previous one.
    for (const command of expand(state, rows, raw)) {
      const before = structuredClone(state);
      const outcome = apply(state, command, now);
      storeRows(rows, outcome.effects);
      onStep({ before, command, now, outcome, refused: outcome.error !== undefined, rows }, state);
    }
  }
}
