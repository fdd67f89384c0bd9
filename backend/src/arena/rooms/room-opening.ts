import { randomInt, randomUUID } from 'node:crypto';
import { createGame, type Question, serialize, type Settings, type SettingsInput } from '@trivia/arena-engine';
import { AppException } from '../../common/app-exception';
import type { LeaseStore, RoomStore } from '../store/room-store';
import type { OwnedRooms } from './owned-rooms';
import type { RoomVitals } from './room-vitals';

/** A room just opened: the store holds it under its PIN, this node owns it. */
export interface OpenedRoom {
  roomId: string;
  pin: string;
  settings: Settings;
}

export interface RoomOpeningDeps {
  nodeId: string;
  leaseTtlMs: number;
  roomTtlMs: number;
  leases: Pick<LeaseStore, 'acquire' | 'release'>;
  rooms: Pick<RoomStore, 'create' | 'delete'>;
  owned: Pick<OwnedRooms, 'own' | 'drop'>;
  vitals: Pick<RoomVitals, 'pinned'>;
}

/** How many six-digit PINs to try before giving up (a clash is rare until hundreds of thousands are open). */
const PIN_ATTEMPTS = 20;

/**
 * Opens a room on this node: the game made from its settings and questions (QUIZ_003 when they cannot make one),
 * its lease taken, then stored under a free six-digit PIN.
 */
export async function openRoom(
  deps: RoomOpeningDeps,
  hostId: string,
  settings: SettingsInput,
  questions: Question[],
): Promise<OpenedRoom> {
  const created = createGame(settings, questions, randomInt(2 ** 31), hostId, Date.now());
  if (!created.state) throw new AppException('QUIZ_003', created.error.message);
  const roomId = randomUUID();
  if (!(await deps.leases.acquire(roomId, deps.nodeId, deps.leaseTtlMs)))
    throw new AppException('NET_003', 'Could not open the room: try again');
  const text = serialize(created.state);
  for (let attempt = 0; attempt < PIN_ATTEMPTS; attempt += 1) {
    const pin = String(randomInt(100_000, 1_000_000));
    if (await deps.rooms.create(roomId, pin, text, deps.roomTtlMs)) {
      deps.owned.own(roomId, created.state, { snapshot: text, log: [] });
      deps.vitals.pinned(roomId, pin);
      return { roomId, pin, settings: created.state.settings };
    }
  }
  await deps.leases.release(roomId, deps.nodeId);
  throw new AppException('NET_003', 'Could not find a free PIN');
}

/** A room opened for nothing (its session could not be recorded): gone from the store, its PIN free again. */
export async function discardRoom(deps: RoomOpeningDeps, room: OpenedRoom): Promise<void> {
  deps.owned.drop(room.roomId);
  await deps.rooms.delete(room.roomId, room.pin);
  await deps.leases.release(room.roomId, deps.nodeId);
}
