import type { ArenaStanding, ArenaTeamStanding } from '@trivia/contracts';
import { nicknameKey } from './nicknames.js';
import type { AnswerRecord, GameState, Player } from './state.js';

/**
 * What the engine looks up on every command, kept beside a state rather than in it (the state stays plain JSON):
 * with it, a join, a leave, a reconnect or an answer costs the same in a room of 10 or 10,000.
 *
 * An index is built from the JSON on first use (a deserialised or cloned state has none yet) and from then on
 * kept up to date by the mutations below, which are the only way the engine changes players, kicks or answers.
 * A state changed any other way must be copied (`structuredClone`) so that its copy gets a fresh index.
 */
export type RoomIndex = {
  /** The state's own Player objects, by id. */
  byId: Map<string, Player>;
  /** nicknameKey(nickname) → player id, for every player in the room. */
  nicknames: Map<string, string>;
  kicked: Set<string>;
  connectedCount: number;
  /** `state.answers` by player id: the open (or last revealed) question's answers. */
  answers: Map<string, AnswerRecord>;
  /** How many of `state.answers` come from players in the room and connected: reveal early when it reaches `connectedCount`. */
  answeredConnected: number;
  /** Standings and ranks by player id, computed once and reused until a score or the player list changes. */
  standings: ArenaStanding[] | null;
  ranks: Map<string, number> | null;
  /** Team standings of a `teams` room, likewise computed once per change. */
  teams: ArenaTeamStanding[] | null;
};

const indexes = new WeakMap<GameState, RoomIndex>();

/** Builds the index of a state from its JSON alone. Exported for tests: the live index must always equal it. */
export function buildIndex(state: GameState): RoomIndex {
  const byId = new Map<string, Player>();
  const nicknames = new Map<string, string>();
  let connectedCount = 0;
  for (const p of state.players) {
    byId.set(p.id, p);
    nicknames.set(nicknameKey(p.nickname), p.id);
    if (p.connected) connectedCount += 1;
  }
  const answers = new Map<string, AnswerRecord>();
  let answeredConnected = 0;
  for (const a of state.answers) {
    answers.set(a.playerId, a);
    if (byId.get(a.playerId)?.connected) answeredConnected += 1;
  }
  const kicked = new Set(state.kicked);
  return {
    byId,
    nicknames,
    kicked,
    connectedCount,
    answers,
    answeredConnected,
    standings: null,
    ranks: null,
    teams: null,
  };
}

/** The state's index, built on first use. */
export function roomIndex(state: GameState): RoomIndex {
  let index = indexes.get(state);
  if (!index) {
    index = buildIndex(state);
    indexes.set(state, index);
  }
  return index;
}

export const findPlayer = (state: GameState, playerId: string): Player | undefined =>
  roomIndex(state).byId.get(playerId);

export const isKicked = (state: GameState, playerId: string): boolean => roomIndex(state).kicked.has(playerId);

export const isNicknameTaken = (state: GameState, nickname: string): boolean =>
  roomIndex(state).nicknames.has(nicknameKey(nickname));

/** The player's answer to the open (or last revealed) question. */
export const answerOf = (state: GameState, playerId: string): AnswerRecord | undefined =>
  roomIndex(state).answers.get(playerId);

export const connectedCount = (state: GameState): number => roomIndex(state).connectedCount;

/** Every connected player has answered the open question (and someone is connected). */
export function allConnectedAnswered(state: GameState): boolean {
  const index = roomIndex(state);
  return index.connectedCount > 0 && index.answeredConnected >= index.connectedCount;
}

/** Scores, teams or the player list changed: standings are sorted again when next asked for. */
export function scoresChanged(state: GameState): void {
  const index = roomIndex(state);
  index.standings = null;
  index.ranks = null;
  index.teams = null;
}

export function addPlayer(state: GameState, player: Player): void {
  const index = roomIndex(state);
  state.players.push(player);
  index.byId.set(player.id, player);
  index.nicknames.set(nicknameKey(player.nickname), player.id);
  if (player.connected) index.connectedCount += 1;
  scoresChanged(state);
}

/**
 * Takes a player out of the join-ordered list. The one step here that is not constant time: finding and closing
 * the gap is a scan and a move of pointers (microseconds for 10,000), with no object copied.
 */
export function removePlayer(state: GameState, player: Player): void {
  const index = roomIndex(state);
  const at = state.players.indexOf(player);
  if (at >= 0) state.players.splice(at, 1);
  index.byId.delete(player.id);
  const key = nicknameKey(player.nickname);
  if (index.nicknames.get(key) === player.id) index.nicknames.delete(key);
  if (player.connected) {
    index.connectedCount -= 1;
    if (index.answers.has(player.id)) index.answeredConnected -= 1;
  }
  scoresChanged(state);
}

/** Removes the player for good: they cannot join again. Their answer, if any, stays counted as today. */
export function kickPlayer(state: GameState, player: Player): void {
  removePlayer(state, player);
  state.kicked.push(player.id);
  roomIndex(state).kicked.add(player.id);
}

export function setConnected(state: GameState, player: Player, connected: boolean): void {
  if (player.connected === connected) return;
  const index = roomIndex(state);
  player.connected = connected;
  const step = connected ? 1 : -1;
  index.connectedCount += step;
  if (index.answers.has(player.id)) index.answeredConnected += step;
}

export function addAnswer(state: GameState, record: AnswerRecord): void {
  const index = roomIndex(state);
  state.answers.push(record);
  index.answers.set(record.playerId, record);
  if (index.byId.get(record.playerId)?.connected) index.answeredConnected += 1;
}

/** A new question opens: the last one's answers are already folded into the players and handed to `unstored`. */
export function clearAnswers(state: GameState): void {
  const index = roomIndex(state);
  state.answers = [];
  index.answers.clear();
  index.answeredConnected = 0;
}
