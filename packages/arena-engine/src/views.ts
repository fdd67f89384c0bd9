import {
  ROSTER_LIST_MAX,
  type ArenaAnswerKey,
  type ArenaEventPayload,
  type ArenaPlayer,
  type ArenaQuestion,
  type ArenaStanding,
  type ArenaTeamStanding,
} from '@trivia/contracts';
import type { GameResults } from './effects.js';
import { connectedCount, roomIndex } from './room-index.js';
import type { GameState, Player, Question } from './state.js';

/** What players may see of a question while it is open: never the answer key. */
export type PublicQuestion = ArenaQuestion;
export type AnswerKey = ArenaAnswerKey;
export type PublicPlayer = ArenaPlayer;
export type Standing = ArenaStanding;
export type Roster = ArenaEventPayload<'arena:roster'>;
export type TeamStanding = ArenaTeamStanding;

export const TOP_STANDINGS = 10;

/** An `order` question's options are its items as the question lists them (shuffled when it was made). */
export function publicQuestion(q: Question): PublicQuestion {
  const view: PublicQuestion = { id: q.id, type: q.type, prompt: q.prompt };
  if (q.options) view.options = [...q.options];
  if (q.unit !== undefined) view.unit = q.unit;
  if (q.round !== undefined) view.round = q.round;
  if (q.imageUrl !== undefined) view.imageUrl = q.imageUrl;
  return view;
}

export function answerKey(q: Question): AnswerKey {
  switch (q.type) {
    case 'text':
      return { answer: q.answer ?? '', aliases: [...(q.aliases ?? [])] };
    case 'order': {
      const order = [...(q.correctOrder ?? [])];
      return { order, items: order.map((i) => q.options?.[i] ?? '') };
    }
    case 'estimate':
      return q.unit === undefined ? { value: q.value ?? 0 } : { value: q.value ?? 0, unit: q.unit };
    case 'poll':
      return { poll: true };
    default: {
      const correctIndex = q.correctIndex ?? 0;
      return { correctIndex, correctOption: q.options?.[correctIndex] ?? '' };
    }
  }
}

export const publicPlayer = (p: Player): PublicPlayer => ({
  id: p.id,
  nickname: p.nickname,
  isGuest: p.isGuest,
  connected: p.connected,
  score: p.score,
  teamId: p.teamId ?? null,
});

// One collator for every comparison: `localeCompare(x, 'en')` builds one per call, which is slow in big rooms.
const collator = new Intl.Collator('en');

function sortStandings(players: readonly Player[]): Standing[] {
  const sorted = [...players].sort(
    (a, b) => b.score - a.score || collator.compare(a.nickname, b.nickname) || collator.compare(a.id, b.id),
  );
  let rank = 0;
  return sorted.map((p, i) => {
    if (i === 0 || sorted[i - 1]!.score !== p.score) rank = i + 1;
    const standing = { playerId: p.id, nickname: p.nickname, score: p.score, rank, correctCount: p.correctCount };
    return { ...standing, teamId: p.teamId ?? null };
  });
}

/**
 * Highest score first; equal scores share a rank (1, 1, 3) and are listed by nickname so the order is stable.
 * Sorted once per change of scores or players (a reveal, a kick), then shared: do not change the list.
 */
export function standings(state: GameState): readonly Standing[] {
  const index = roomIndex(state);
  index.standings ??= sortStandings(state.players);
  return index.standings;
}

/** A player's rank in the standings, or null for someone not in the room. */
export function rankOf(state: GameState, playerId: string): number | null {
  const index = roomIndex(state);
  index.ranks ??= new Map(standings(state).map((s) => [s.playerId, s.rank]));
  return index.ranks.get(playerId) ?? null;
}

/** A team's score: the mean of its members' scores, to one decimal place. */
const meanScore = (total: number, members: number): number => Math.round((total / members) * 10) / 10;

function sortTeams(state: GameState): TeamStanding[] {
  const totals = new Map(state.settings.teams.map((t) => [t.id, { score: 0, members: 0 }]));
  for (const p of state.players) {
    const total = p.teamId ? totals.get(p.teamId) : undefined;
    if (!total) continue;
    total.score += p.score;
    total.members += 1;
  }
  const teams = state.settings.teams.map((t) => {
    const { score, members } = totals.get(t.id)!;
    return { teamId: t.id, name: t.name, score: members > 0 ? meanScore(score, members) : 0, memberCount: members };
  });
  // Teams with members first, highest mean first; teams nobody joined last. Ties keep the host's order (stable).
  const key = (t: (typeof teams)[number]) => (t.memberCount > 0 ? 1 : 0);
  teams.sort((a, b) => key(b) - key(a) || b.score - a.score);
  let rank = 0;
  return teams.map((t, i) => {
    const before = teams[i - 1];
    if (!before || key(before) !== key(t) || before.score !== t.score) rank = i + 1;
    return { ...t, rank };
  });
}

/**
 * Every team's standing in a `teams` room (empty in any other): what leaderboards, the podium and snapshots
 * show beside the players'. Computed once per change of scores, players or teams, then shared: do not change it.
 */
export function teamStandings(state: GameState): readonly TeamStanding[] {
  if (state.settings.teamMode !== 'teams') return [];
  const index = roomIndex(state);
  index.teams ??= sortTeams(state);
  return index.teams;
}

/**
 * Who is in the room, for the backend's coalesced `arena:roster`: the counts, and every player in join order
 * while the room has at most ROSTER_LIST_MAX of them.
 */
export function roster(state: GameState): Roster {
  const playerCount = state.players.length;
  return {
    playerCount,
    connectedCount: connectedCount(state),
    players: playerCount <= ROSTER_LIST_MAX ? state.players.map(publicPlayer) : null,
  };
}

/** The final standings, for the backend to store (the answers went out question by question in `storeAnswers`). */
export function gameResults(state: GameState, completed: boolean, now: number): GameResults {
  const { byId } = roomIndex(state);
  return {
    completed,
    endedAt: now,
    hostId: state.hostId,
    settings: state.settings,
    questions: state.questions.map((q) => ({ id: q.id, type: q.type })),
    standings: standings(state).map((s) => ({ ...s, isGuest: byId.get(s.playerId)?.isGuest ?? false })),
    teams: [...teamStandings(state)],
    kicked: [...state.kicked],
    skipped: [...state.skipped],
  };
}
