import type { GameState } from '@trivia/arena-engine';
import type { AdminRoomKind, ArenaPhase } from '@trivia/contracts';
import type { RoomVitals } from './room-vitals';
import { PUBLIC_HOST } from './room-settings';

/**
 * One room as the node that owns it describes it to the live-room monitor, once a second while an admin watches.
 * The host is named by id (the monitor looks names up once for the whole cluster); nothing here identifies a
 * player's device, address or session.
 */
export interface LiveRoomReport {
  roomId: string;
  pin: string | null;
  kind: AdminRoomKind;
  /** `user:…` (or `guest:…`); null for quick match rooms, which nobody hosts. */
  hostId: string | null;
  playersConnected: number;
  playersJoined: number;
  phase: ArenaPhase;
  paused: boolean;
  questionNumber: number;
  questionCount: number;
  answeredShare: number | null;
  reconnects: number;
  createdAt: number;
}

export function roomKind(state: GameState): AdminRoomKind {
  if (state.hostId === PUBLIC_HOST) return 'quick';
  // A state stored before host-led rooms existed has no such setting: it is a battle.
  return state.settings.hostLed === true ? 'hosted' : 'private';
}

/** One pass over the room's players (the connected count): a second's work for 10,000 players is microseconds. */
export function describeRoom(roomId: string, state: GameState, vitals: RoomVitals): LiveRoomReport {
  let connected = 0;
  for (const player of state.players) if (player.connected) connected += 1;
  const kind = roomKind(state);
  return {
    roomId,
    pin: vitals.pinOf(roomId),
    kind,
    hostId: kind === 'quick' ? null : state.hostId,
    playersConnected: connected,
    playersJoined: state.players.length,
    phase: state.phase,
    paused: state.paused,
    questionNumber: state.questionIndex + 1,
    questionCount: state.questions.length,
    answeredShare: state.phase === 'question' && connected > 0 ? Math.min(1, state.answers.length / connected) : null,
    reconnects: state.reconnects,
    createdAt: state.createdAt,
  };
}
