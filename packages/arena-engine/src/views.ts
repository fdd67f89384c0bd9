import {
  ROSTER_LIST_MAX,
  type ArenaAnswerKey,
  type ArenaEventPayload,
  type ArenaPlayer,
  type ArenaQuestion,
  type ArenaStanding,
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

export const TOP_STANDINGS = 10;

export function publicQuestion(q: Question): PublicQuestion {
  const view: PublicQuestion = { id: q.id, type: q.type, prompt: q.prompt };
  return q.options ? { ...view, options: [...q.options] } : view;
}

export function answerKey(q: Question): AnswerKey {
  if (q.type === 'text') return { answer: q.answer ?? '', aliases: [...(q.aliases ?? [])] };
  const correctIndex = q.correctIndex ?? 0;
  return { correctIndex, correctOption: q.options?.[correctIndex] ?? '' };
}

export const publicPlayer = (p: Player): PublicPlayer => ({
  id: p.id,
  nickname: p.nickname,
  isGuest: p.isGuest,
  connected: p.connected,
  score: p.score,
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
    return { playerId: p.id, nickname: p.nickname, score: p.score, rank, correctCount: p.correctCount };
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
    kicked: [...state.kicked],
  };
}
