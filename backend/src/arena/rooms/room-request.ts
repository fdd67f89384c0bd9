import {
  type Command,
  type GameState,
  type LeaveReason,
  type ScoreChange,
  type Snapshot,
  snapshot,
  type StoredAnswer,
} from '@trivia/arena-engine';
import type { AdminRoomPlayersResponse, ARENA_HOST_ACTIONS, ErrorCode } from '@trivia/contracts';
import { type PlayerLookup, playersMatching } from './room-players';

export type HostAction = (typeof ARENA_HOST_ACTIONS)[number];

/** The host of a host-led room re-marks a typed answer (see HostedRooms: stored, audited, then applied). */
export interface OverrideRequest {
  op: 'override';
  playerId: string;
  /** Who re-marked, for the audit trail. */
  byUserId: string;
  byName: string;
  questionIndex: number;
  answer: string;
  accept: boolean;
}

/**
 * What a socket (or a timer) asks of a room. Requests travel to the node that owns the room, which turns them
 * into engine commands against the state it holds, so each is decided against the latest state.
 */
export type RoomRequest =
  | { op: 'join'; playerId: string; nickname: string; isGuest: boolean }
  /** Answers other nodes (or this one) took and stored since they last said: the room folds them in. */
  | { op: 'fold'; questionIndex: number; answers: StoredAnswer[] }
  /** `target`: the player of `kick` and `team`; `seconds`: `extend`'s; `teamId`: `team`'s (null for none). */
  | {
      op: 'host';
      playerId: string;
      isAdmin: boolean;
      action: HostAction;
      target?: string;
      /** `extend` only. */
      seconds?: number;
      /** `team` only: null takes the player out of their team. */
      teamId?: string | null;
    }
  /** A player of a `teams` room picks their team. */
  | { op: 'team'; playerId: string; teamId: string }
  | OverrideRequest
  /**
   * A re-marking stored and audited: the room applies its score changes (engine `adjustScores`), once per
   * `overrideId` (its audit row's id), however often it is sent.
   */
  | {
      op: 'adjust';
      by: string;
      overrideId: string;
      questionIndex: number;
      answer: string;
      accepted: boolean;
      changes: ScoreChange[];
    }
  /**
   * One of the host's sockets joined (`gone` false) or left: the room's owner counts the host's sockets on every
   * node and tells the engine when the host went away or came back (see HostPresence).
   */
  | { op: 'hostPresence'; gone: boolean }
  | { op: 'hostAway' }
  | { op: 'hostBack' }
  | { op: 'leave'; playerId: string; reason: LeaveReason }
  /** The only player waiting in a public room starts it alone (the engine refuses anyone else). */
  | { op: 'solo'; playerId: string }
  | { op: 'view'; playerId: string }
  | { op: 'tick' }
  /** The node that stored a revealed question's answers in the database: the room may forget them. */
  | { op: 'stored'; questionIndex: number }
  /** An admin closes the room, or removes a player (the monitor checked the role and audits it). */
  | { op: 'close'; message: string }
  | { op: 'remove'; playerId: string; message: string }
  /** An admin looks up who is in the room (a read). */
  | ({ op: 'players' } & PlayerLookup);

/** `receivedAt` is the owner's clock when it decided the request: the time an answer is scored by. */
export type RoomReply =
  | { ok: true; receivedAt: number; view?: Snapshot; changed?: number; players?: AdminRoomPlayersResponse }
  | { ok: false; code: ErrorCode; message: string };

/** The owner gave the room up (or never had it): the sender should look the owner up again. */
export type Moved = { moved: true };
export const MOVED: Moved = { moved: true };
export const isMoved = (reply: RoomReply | Moved): reply is Moved => 'moved' in reply;

/** The engine command a request stands for, or null for a read (a view, or the host opening their own room). */
export function commandFor(state: GameState, request: RoomRequest): Command | null {
  switch (request.op) {
    case 'join':
      if (request.playerId === state.hostId) return null;
      return { type: 'join', playerId: request.playerId, nickname: request.nickname, isGuest: request.isGuest };
    case 'fold':
      return { type: 'fold', questionIndex: request.questionIndex, answers: request.answers };
    case 'host': {
      // Admins may run any room: the engine sees them as its host.
      const by = request.isAdmin ? state.hostId : request.playerId;
      return hostCommand(by, request);
    }
    case 'team':
      return { type: 'setTeam', by: request.playerId, playerId: request.playerId, teamId: request.teamId };
    case 'adjust':
      return {
        type: 'adjustScores',
        by: request.by,
        overrideId: request.overrideId,
        questionIndex: request.questionIndex,
        answer: request.answer,
        accepted: request.accepted,
        changes: request.changes,
      };
    case 'hostAway':
    case 'hostBack':
      return { type: request.op };
    // Worked out by the owner before anything reaches the engine (HostedRooms), never submitted as such.
    case 'override':
    case 'hostPresence':
      return null;
    case 'leave':
      return { type: 'leave', playerId: request.playerId, reason: request.reason };
    case 'solo':
      return { type: 'startSolo', playerId: request.playerId };
    case 'view':
      return null;
    case 'tick':
      return { type: 'tick' };
    case 'stored':
      return { type: 'answersStored', questionIndex: request.questionIndex };
    case 'close':
      return { type: 'close', message: request.message };
    case 'remove':
      return { type: 'remove', playerId: request.playerId, message: request.message };
    case 'players':
      return null;
  }
}

/** A host action as the engine command it stands for; the gateway has checked each action's own fields. */
function hostCommand(by: string, request: Extract<RoomRequest, { op: 'host' }>): Command {
  switch (request.action) {
    case 'kick':
      return { type: 'kick', by, playerId: request.target ?? '' };
    case 'extend':
      return { type: 'extend', by, seconds: request.seconds ?? 0 };
    case 'team':
      return { type: 'setTeam', by, playerId: request.target ?? '', teamId: request.teamId ?? null };
    default:
      return { type: request.action, by };
  }
}

/** Joining and asking for a view answer with the asker's snapshot. */
export const viewerOf = (request: RoomRequest): string | null =>
  request.op === 'join' || request.op === 'view' ? request.playerId : null;

/** What a request reads of the room once it is applied: the asker's snapshot, or the players an admin looks up. */
export function readOf(
  state: GameState,
  request: RoomRequest,
): { view?: Snapshot; players?: AdminRoomPlayersResponse } {
  const viewer = viewerOf(request);
  if (viewer !== null) return { view: snapshot(state, viewer) };
  if (request.op === 'players') return { players: playersMatching(state, request) };
  return {};
}
