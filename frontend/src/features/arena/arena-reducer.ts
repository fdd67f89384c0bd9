import { checkSeq, seqOf } from './arena-seq';
import {
  PUBLIC_HOST_ID,
  type ArenaAnswerKey,
  type ArenaPlayer,
  type ArenaQuestion,
  type ArenaSnapshot,
  type ArenaStanding,
  type ArenaView,
  type ArenaPhase,
} from './arena-types';

type Payload = Record<string, unknown>;

const num = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);
const numOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

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
    playerCount: snapshot.playerCount ?? snapshot.players.length,
    players: snapshot.players,
    standings: snapshot.standings,
    you: you
      ? {
          ...you,
          result: you.result ? { ...you.result, answered: you.answered } : null,
        }
      : null,
    myChoice: null,
  };
}

/**
 * A snapshot cannot say which option (or text) this client sent, so a redraw keeps `myChoice` while the snapshot
 * is still about the same question and says it was answered: a reconnect must not unmark the chosen answer.
 * With `answeredSince` this client answered after asking for the snapshot, which cannot know it yet: the open
 * question keeps the choice and any receipt already here, and the answer's own ack or receipt settles it.
 */
export function keepMyChoice(previous: ArenaView | null, next: ArenaView, answeredSince = false): ArenaView {
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

function playerLeft(view: ArenaView, payload: Payload): ArenaPlayer[] {
  const id = payload['playerId'];
  // In the lobby a seat is freed; a kicked player is gone for good; otherwise they keep their score and may return.
  if (view.phase === 'lobby' || payload['reason'] === 'kicked') return view.players.filter((p) => p.id !== id);
  return view.players.map((p) => (p.id === id ? { ...p, connected: false } : p));
}

/** Scores in the player list follow the latest standings. */
function withScores(players: ArenaPlayer[], standings: ArenaStanding[]): ArenaPlayer[] {
  const byId = new Map(standings.map((s) => [s.playerId, s.score]));
  return players.map((p) => ({ ...p, score: byId.get(p.id) ?? p.score }));
}

/** Applies one broadcast or personal message to the view; unknown events leave it unchanged. */
export function applyArenaEvent(view: ArenaView, event: string, payload: Payload): ArenaView {
  const seq = seqOf(payload) ?? view.seq;
  switch (event) {
    case 'arena:auto-start':
      // A public room's start time: set when a second player arrives, null when too few are left.
      return { ...view, seq, nextTickAt: numOrNull(payload['startsAt']) };
    case 'arena:countdown':
      return {
        ...view,
        seq,
        phase: 'countdown',
        questionCount: num(payload['questionCount'], view.questionCount),
        nextTickAt: numOrNull(payload['startsAt']),
      };
    case 'arena:question': {
      const deadline = numOrNull(payload['deadline']);
      return {
        ...view,
        seq,
        phase: 'question',
        questionIndex: num(payload['questionIndex'], view.questionIndex + 1),
        questionCount: num(payload['questionCount'], view.questionCount),
        question: (payload['question'] as ArenaQuestion | undefined) ?? null,
        key: null,
        optionCounts: null,
        answeredCount: null,
        correctCount: null,
        deadline,
        nextTickAt: deadline,
        durationMs: num(payload['durationMs'], view.durationMs),
        you: view.you ? { ...view.you, answered: false, receivedAt: null, result: null } : null,
        myChoice: null,
      };
    }
    case 'arena:receipt':
      if (!view.you || payload['questionIndex'] !== view.questionIndex) return view;
      return { ...view, you: { ...view.you, answered: true, receivedAt: numOrNull(payload['receivedAt']) } };
    case 'arena:reveal':
      return {
        ...view,
        seq,
        phase: 'reveal',
        question: (payload['question'] as ArenaQuestion | undefined) ?? view.question,
        key: (payload['key'] as ArenaAnswerKey | undefined) ?? null,
        optionCounts: Array.isArray(payload['optionCounts']) ? (payload['optionCounts'] as number[]) : null,
        answeredCount: numOrNull(payload['answeredCount']),
        correctCount: numOrNull(payload['correctCount']),
        deadline: null,
        nextTickAt: numOrNull(payload['nextAt']),
      };
    case 'arena:result':
      if (!view.you || payload['questionIndex'] !== view.questionIndex) return view;
      return {
        ...view,
        you: {
          ...view.you,
          score: num(payload['score'], view.you.score),
          streak: num(payload['streak'], view.you.streak),
          rank: numOrNull(payload['rank']),
          result: {
            answered: payload['answered'] === true,
            correct: payload['correct'] === true,
            points: num(payload['points'], 0),
            speedPoints: num(payload['speedPoints'], 0),
            streakBonus: num(payload['streakBonus'], 0),
          },
        },
      };
    case 'arena:leaderboard':
    case 'arena:podium':
    case 'arena:ended': {
      const standings = (payload['top'] as ArenaStanding[] | undefined) ?? view.standings;
      const phase: ArenaPhase =
        event === 'arena:leaderboard' ? 'leaderboard' : event === 'arena:podium' ? 'podium' : 'ended';
      return {
        ...view,
        seq,
        phase,
        standings,
        players: withScores(view.players, standings),
        paused: false,
        deadline: null,
        nextTickAt: phase === 'leaderboard' ? numOrNull(payload['nextAt']) : null,
      };
    }
    case 'arena:paused':
      return { ...view, seq, paused: true, pausedRemainingMs: numOrNull(payload['remainingMs']) };
    case 'arena:resumed': {
      const deadline = numOrNull(payload['deadline']);
      return {
        ...view,
        seq,
        paused: false,
        pausedRemainingMs: null,
        deadline: view.phase === 'question' ? (deadline ?? view.deadline) : view.deadline,
        nextTickAt: numOrNull(payload['nextAt']),
      };
    }
    case 'arena:player-joined': {
      const player = payload['player'] as ArenaPlayer | undefined;
      const players = player ? upsertPlayer(view.players, player) : view.players;
      return { ...view, seq, players, playerCount: numOrNull(payload['playerCount']) ?? players.length };
    }
    case 'arena:player-left': {
      const players = playerLeft(view, payload);
      return { ...view, seq, players, playerCount: numOrNull(payload['playerCount']) ?? players.length };
    }
    case 'arena:snapshot':
      return keepMyChoice(view, viewFromSnapshot(payload as unknown as ArenaSnapshot));
    default:
      return { ...view, seq };
  }
}

export interface ArenaReceive {
  view: ArenaView;
  /** A broadcast was missed: ask the server for a snapshot. */
  needsSync: boolean;
  /** The host removed this player. */
  kicked: boolean;
}

/**
 * The one entry point for `arena:event`: personal messages apply as they come; broadcasts apply only in
 * sequence, stale ones are dropped and a gap asks for a snapshot (keeping the current view until it arrives).
 */
export function receiveArenaEvent(view: ArenaView, event: string, payload: Payload): ArenaReceive {
  if (event === 'arena:kicked') return { view, needsSync: false, kicked: true };
  if (event === 'arena:snapshot')
    return { view: applyArenaEvent(view, event, payload), needsSync: false, kicked: false };
  const seq = seqOf(payload);
  if (seq === null) return { view: applyArenaEvent(view, event, payload), needsSync: false, kicked: false };
  const verdict = checkSeq(view.seq, seq);
  if (verdict === 'stale') return { view, needsSync: false, kicked: false };
  if (verdict === 'gap') return { view, needsSync: true, kicked: false };
  return { view: applyArenaEvent(view, event, payload), needsSync: false, kicked: false };
}

/**
 * Folds in the room's broadcasts that arrived before the join's ack onto the view from its snapshot: those
 * the snapshot covers are stale, later ones apply in order, and a gap asks for a snapshot as usual.
 */
export function catchUpArenaEvents(
  view: ArenaView,
  events: readonly { event: string; payload: Payload }[],
): ArenaReceive {
  return events.reduce<ArenaReceive>(
    (caught, { event, payload }) => {
      const next = receiveArenaEvent(caught.view, event, payload);
      return { view: next.view, needsSync: caught.needsSync || next.needsSync, kicked: caught.kicked || next.kicked };
    },
    { view, needsSync: false, kicked: false },
  );
}

/** Whether this client runs the room (it created it, so the server made it a watcher with host controls). */
export const isHostView = (view: ArenaView, playerId: string | null): boolean =>
  playerId !== null && view.hostId === playerId;

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
    },
  };
}
