import type { Command, GameState, LeaveReason, Snapshot, StoredAnswer } from '@trivia/arena-engine';
import type { ARENA_HOST_ACTIONS, ErrorCode } from '@trivia/contracts';

export type HostAction = (typeof ARENA_HOST_ACTIONS)[number];

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
      seconds?: number;
      teamId?: string | null;
    }
  | { op: 'leave'; playerId: string; reason: LeaveReason }
  /** The only player waiting in a public room starts it alone (the engine refuses anyone else). */
  | { op: 'solo'; playerId: string }
  | { op: 'view'; playerId: string }
  | { op: 'tick' }
  /** The node that stored a revealed question's answers in the database: the room may forget them. */
  | { op: 'stored'; questionIndex: number };

/** `receivedAt` is the owner's clock when it decided the request: the time an answer is scored by. */
export type RoomReply =
  { ok: true; receivedAt: number; view?: Snapshot } | { ok: false; code: ErrorCode; message: string };

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
      // A missing field makes a malformed command, which the engine refuses (VAL_001).
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
  }
}

/** Joining and asking for a view answer with the asker's snapshot. */
export const viewerOf = (request: RoomRequest): string | null =>
  request.op === 'join' || request.op === 'view' ? request.playerId : null;
