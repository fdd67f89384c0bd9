import type { ArenaEvent, ArenaEventPayload } from '@trivia/contracts';
import { checkSeq, seqOf } from './arena-seq';
import {
  PUBLIC_HOST_ID,
  type ArenaPlayer,
  type ArenaSnapshot,
  type ArenaStanding,
  type ArenaView,
} from './arena-types';

/** How many are connected, when the snapshot lists everyone (a large room lists only its first players). */
const connectedCountOf = (players: ArenaPlayer[], playerCount: number): number | null =>
  players.length >= playerCount ? players.filter((p) => p.connected).length : null;

/** A full redraw from the server's snapshot. */
export function viewFromSnapshot(snapshot: ArenaSnapshot): ArenaView {
  const you = snapshot.you;
  return {
    seq: snapshot.seq,
    phase: snapshot.phase,
    paused: snapshot.paused,
    pausedRemainingMs: snapshot.pausedRemainingMs,
    hostId: snapshot.hostId,
    questionIndex: snapshot.questionIndex,
    questionCount: snapshot.questionCount,
    question: snapshot.question,
    key: snapshot.key,
    optionCounts: null,
    answeredCount: null,
    correctCount: null,
    deadline: snapshot.deadline,
    durationMs: snapshot.settings.questionSeconds * 1000,
    nextTickAt: snapshot.nextTickAt,
    playerCount: snapshot.playerCount,
    connectedCount: connectedCountOf(snapshot.players, snapshot.playerCount),
    players: snapshot.players,
    standings: snapshot.standings,
    teams: snapshot.teams,
    hostConnected: snapshot.hostConnected,
    you: you ? { ...you, result: you.result ? { ...you.result, answered: you.answered } : null } : null,
    myChoice: null,
    endedReason: null,
  };
}

/**
 * A snapshot cannot say which option (or text) this client sent, so a redraw keeps `myChoice` while the snapshot
 * is still about the same question and says it was answered: a reconnect must not unmark the chosen answer.
 * With `answeredSince` this client answered after asking for the snapshot, which cannot know it yet: the open
 * question keeps the choice and any receipt already here, and the answer's own ack or receipt settles it.
 */
export function keepMyChoice<V extends ArenaView>(previous: V | null, next: V, answeredSince = false): V {
  const choice = previous?.myChoice ?? null;
  const sameQuestion =
    previous !== null &&
    next.questionIndex === previous.questionIndex &&
    (next.phase === 'question' || next.phase === 'reveal');
  if (choice === null || !sameQuestion) return next;
  if (next.you?.answered === true) return { ...next, myChoice: choice };
  if (!answeredSince || next.phase !== 'question' || !previous.you || !next.you) return next;
  const { answered, receivedAt } = previous.you;
  return { ...next, myChoice: choice, you: { ...next.you, answered, receivedAt } };
}

function upsertPlayer(players: ArenaPlayer[], player: ArenaPlayer): ArenaPlayer[] {
  return players.some((p) => p.id === player.id)
    ? players.map((p) => (p.id === player.id ? player : p))
    : [...players, player];
}

function playerLeft(view: ArenaView, { playerId, reason }: ArenaEventPayload<'arena:player-left'>): ArenaPlayer[] {
  // In the lobby a seat is freed; a kicked player is gone for good; otherwise they keep their score and may return.
  if (view.phase === 'lobby' || reason === 'kicked') return view.players.filter((p) => p.id !== playerId);
  return view.players.map((p) => (p.id === playerId ? { ...p, connected: false } : p));
}

/** The host's list after one arrival or departure; the online count follows while the list holds everyone. */
function withPlayers(view: ArenaView, players: ArenaPlayer[], playerCount: number): ArenaView {
  const connectedCount = connectedCountOf(players, playerCount) ?? view.connectedCount;
  return { ...view, players, playerCount, connectedCount };
}

/**
 * Who is in the room, to everyone, coalesced: the counts always, the list only while the room is small. A big
 * room keeps the list it had (the snapshot's first players) and shows the count.
 */
function applyRoster(view: ArenaView, roster: ArenaEventPayload<'arena:roster'>): ArenaView {
  const { playerCount, connectedCount, players } = roster;
  return { ...view, playerCount, connectedCount, players: players ?? view.players };
}

/** Scores in the player list follow the latest standings. */
function withScores(players: ArenaPlayer[], standings: ArenaStanding[]): ArenaPlayer[] {
  const byId = new Map(standings.map((s) => [s.playerId, s.score]));
  return players.map((p) => ({ ...p, score: byId.get(p.id) ?? p.score }));
}

const STANDINGS_PHASE = {
  'arena:leaderboard': 'leaderboard',
  'arena:podium': 'podium',
  'arena:ended': 'ended',
} as const;

/** The standings screens: after each question, and the two ways a game finishes. */
function withStandings(view: ArenaView, message: ArenaEvent<keyof typeof STANDINGS_PHASE>): ArenaView {
  const standings = message.payload.top;
  return {
    ...view,
    seq: message.payload.seq,
    phase: STANDINGS_PHASE[message.event],
    standings,
    players: withScores(view.players, standings),
    paused: false,
    deadline: null,
    nextTickAt: message.event === 'arena:leaderboard' ? message.payload.nextAt : null,
    endedReason: message.event === 'arena:ended' ? message.payload.reason : null,
    endedMessage: message.event === 'arena:ended' ? (message.payload.message ?? null) : null,
  };
}

/** Applies one broadcast or personal message to the view; events this client does not know leave it unchanged. */
export function applyArenaEvent(view: ArenaView, message: ArenaEvent): ArenaView {
  const seq = seqOf(message.payload) ?? view.seq;
  switch (message.event) {
    case 'arena:auto-start':
      // A public room's start time: set when a second player arrives, null when too few are left.
      return { ...view, seq, nextTickAt: message.payload.startsAt };
    case 'arena:countdown': {
      const { startsAt, questionCount } = message.payload;
      return { ...view, seq, phase: 'countdown', questionCount, nextTickAt: startsAt };
    }
    case 'arena:question': {
      const { questionIndex, questionCount, question, deadline, durationMs } = message.payload;
      return {
        ...view,
        seq,
        phase: 'question',
        questionIndex,
        questionCount,
        question,
        key: null,
        optionCounts: null,
        answeredCount: null,
        correctCount: null,
        deadline,
        nextTickAt: deadline,
        durationMs,
        you: view.you ? { ...view.you, answered: false, receivedAt: null, result: null } : null,
        myChoice: null,
      };
    }
    case 'arena:receipt':
      if (!view.you || message.payload.questionIndex !== view.questionIndex) return view;
      return { ...view, you: { ...view.you, answered: true, receivedAt: message.payload.receivedAt } };
    case 'arena:reveal': {
      const { question, key, optionCounts, answeredCount, correctCount, nextAt } = message.payload;
      return {
        ...view,
        seq,
        phase: 'reveal',
        question,
        key,
        optionCounts,
        answeredCount,
        correctCount,
        deadline: null,
        nextTickAt: nextAt,
      };
    }
    case 'arena:result': {
      const { questionIndex, score, streak, rank, answered, correct, points, speedPoints, streakBonus } =
        message.payload;
      if (!view.you || questionIndex !== view.questionIndex) return view;
      const result = { answered, correct, points, speedPoints, streakBonus };
      return { ...view, you: { ...view.you, score, streak, rank, result } };
    }
    case 'arena:leaderboard':
    case 'arena:podium':
    case 'arena:ended':
      return withStandings(view, message);
    case 'arena:paused':
      return { ...view, seq, paused: true, pausedRemainingMs: message.payload.remainingMs };
    case 'arena:resumed': {
      const { deadline, nextAt } = message.payload;
      return {
        ...view,
        seq,
        paused: false,
        pausedRemainingMs: null,
        deadline: view.phase === 'question' ? (deadline ?? view.deadline) : view.deadline,
        nextTickAt: nextAt,
      };
    }
    // To the host only, as they happen; not numbered, so they never open a gap.
    case 'arena:player-joined':
      return withPlayers(view, upsertPlayer(view.players, message.payload.player), message.payload.playerCount);
    case 'arena:player-left':
      return withPlayers(view, playerLeft(view, message.payload), message.payload.playerCount);
    case 'arena:roster':
      return applyRoster(view, message.payload);
    case 'arena:snapshot':
      return keepMyChoice(view, viewFromSnapshot(message.payload));
    default:
      // A newer server's event (or `arena:kicked`, which receiveArenaEvent handles): only its number counts.
      return { ...view, seq };
  }
}

export interface ArenaReceive<V extends ArenaView = ArenaView> {
  view: V;
  /** A broadcast was missed: ask the server for a snapshot. */
  needsSync: boolean;
  /** The host removed this player. */
  kicked: boolean;
}

const isStateLost = (message: ArenaEvent): boolean =>
  message.event === 'arena:ended' && message.payload.reason === 'state_lost';

/**
 * The one entry point for `arena:event`: personal and presence messages (the host's joins and leaves, the
 * roster) apply as they come; broadcasts apply only in sequence, stale ones are dropped and a gap asks for a
 * snapshot (keeping the current view until it arrives).
 */
export function receiveArenaEvent(view: ArenaView, message: ArenaEvent): ArenaReceive {
  if (message.event === 'arena:kicked')
    return { view: { ...view, kick: message.payload }, needsSync: false, kicked: true };
  if (message.event === 'arena:snapshot')
    return { view: applyArenaEvent(view, message), needsSync: false, kicked: false };
  const seq = seqOf(message.payload);
  if (seq === null) return { view: applyArenaEvent(view, message), needsSync: false, kicked: false };
  const verdict = checkSeq(view.seq, seq);
  if (verdict === 'stale') return { view, needsSync: false, kicked: false };
  // A room the server lost has no snapshot left to ask for: its last word applies over any gap.
  if (verdict === 'gap' && !isStateLost(message)) return { view, needsSync: true, kicked: false };
  return { view: applyArenaEvent(view, message), needsSync: false, kicked: false };
}

/**
 * Folds in the room's broadcasts that arrived before the join's ack onto the view from its snapshot: those
 * the snapshot covers are stale, later ones apply in order, and a gap asks for a snapshot as usual. A roster
 * that came early cannot be placed before or after the snapshot (it has no number), so it is dropped: the join
 * changed the roster, and the room sends the next one within a second. `receive` is the view's own entry point
 * (a host-led session's view adds to the Arena's).
 */
export function catchUpEvents<V extends ArenaView>(
  view: V,
  messages: readonly ArenaEvent[],
  receive: (view: V, message: ArenaEvent) => ArenaReceive<V>,
): ArenaReceive<V> {
  return messages
    .filter((message) => message.event !== 'arena:roster')
    .reduce<ArenaReceive<V>>(
      (caught, message) => {
        const next = receive(caught.view, message);
        return { view: next.view, needsSync: caught.needsSync || next.needsSync, kicked: caught.kicked || next.kicked };
      },
      { view, needsSync: false, kicked: false },
    );
}

export const catchUpArenaEvents = (view: ArenaView, messages: readonly ArenaEvent[]): ArenaReceive =>
  catchUpEvents(view, messages, receiveArenaEvent);

/** A public room: filled by quick match, started by the server, with no host. */
export const isPublicRoom = (view: ArenaView): boolean => view.hostId === PUBLIC_HOST_ID;

/** The leaderboard rows: the top ten, plus this player's own row when they are not in it. */
export function leaderboardRows(view: ArenaView): { rows: ArenaStanding[]; you: ArenaStanding | null } {
  const rows = view.standings.slice(0, 10);
  const you = view.you;
  if (!you || rows.some((r) => r.playerId === you.playerId)) return { rows, you: null };
  const own = view.standings.find((r) => r.playerId === you.playerId);
  return {
    rows,
    you: own ?? {
      playerId: you.playerId,
      nickname: you.nickname,
      score: you.score,
      rank: you.rank ?? 0,
      correctCount: 0,
      teamId: you.teamId,
    },
  };
}

/** The only one in a room's lobby, with no start counting down: who a public room offers to play solo. */
export const isAlone = (view: ArenaView): boolean =>
  view.phase === 'lobby' && view.nextTickAt === null && view.playerCount <= 1 && (view.connectedCount ?? 1) <= 1;
