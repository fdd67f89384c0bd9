import type { ARENA_HOST_ACTIONS, ArenaChoice, ClientEventPayload, SocketRefusal } from '@trivia/contracts';
import type { ArenaView } from '../arena-types';

/** What useArenaRoom gives the screens: the room's state and the commands a player or host can send. */

export type HostAction = (typeof ARENA_HOST_ACTIONS)[number];

/** What some host actions name besides the action: the player (kick, team), the seconds (extend), the team. */
export type HostActionOptions = Pick<ClientEventPayload<'arena:host'>, 'playerId' | 'seconds' | 'teamId'>;

/** Which screen the room shows: a status → screen map (STYLE's Rahoot example) lives in arena-room.tsx. */
export type ArenaStatus =
  'idle' | 'joining' | 'lobby' | 'countdown' | 'question' | 'reveal' | 'leaderboard' | 'podium' | 'ended' | 'kicked';

/** `V`: the view the room is drawn as (a host-led session's view adds teams, the host's presence, …). */
export interface ArenaRoom<V extends ArenaView = ArenaView> {
  status: ArenaStatus;
  view: V | null;
  roomId: string | null;
  pin: string | null;
  playerId: string | null;
  isHost: boolean;
  /**
   * False while the shared socket is down and until the room has re-joined after it comes back; answers wait
   * for it (sent before the re-join, the server would refuse them as coming from outside the room).
   */
  connected: boolean;
  joining: boolean;
  answering: boolean;
  /** The host command waiting for its ack, to show a spinner on its button. */
  pendingHostAction: HostAction | null;
  /** Resolves with the server's refusal, for the form to show on its field (or as a toast), or null once in. */
  join: (pin: string, nickname?: string) => Promise<ArenaRefusal | null>;
  /** Into the fullest public room with space, or a new one; members may leave out the nickname. */
  quickMatch: (nickname?: string) => Promise<ArenaRefusal | null>;
  answer: (choice: ArenaChoice) => void;
  host: (action: HostAction, options?: HostActionOptions) => void;
  /** Asks the server for a fresh snapshot (the presenter's count of answers while a question is open). */
  resync: () => void;
  /** The only player waiting in a public room starts it alone. */
  playSolo: () => void;
  /** `arena:solo` waits for its ack. */
  startingSolo: boolean;
  leave: () => void;
}

/** Whether this client runs the room (it created it, so the server made it a watcher with host controls). */
export const isHostView = (view: ArenaView, playerId: string | null): boolean =>
  playerId !== null && view.hostId === playerId;

export function statusOf(view: ArenaView | null, kicked: boolean, joining: boolean): ArenaStatus {
  if (kicked) return 'kicked';
  if (view) return view.phase;
  return joining ? 'joining' : 'idle';
}

/** A refused join or quick match: the form shows it on the field it is about. */
export type ArenaRefusal = SocketRefusal;
