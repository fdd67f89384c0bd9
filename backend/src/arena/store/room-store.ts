/** A stored room: its serialised engine state and a version that every save must name (compare-and-set). */
export interface StoredRoom {
  state: string;
  version: number;
}

/**
 * Where Arena rooms live between commands: in Redis when configured, so any node can carry on a room, and in
 * process otherwise. Saves are compare-and-set on the version, so two nodes can never both apply a command
 * to the same state.
 */
export interface RoomStore {
  /** Creates a room under a PIN; false when the PIN is taken. */
  create(roomId: string, pin: string, state: string, ttlMs: number): Promise<boolean>;
  load(roomId: string): Promise<StoredRoom | null>;
  /** Saves when the stored version is still `expectedVersion`; returns the new version, or null on a conflict. */
  save(roomId: string, state: string, expectedVersion: number, ttlMs: number): Promise<number | null>;
  roomForPin(pin: string): Promise<string | null>;
  delete(roomId: string, pin: string): Promise<void>;
  /** Rooms with a game under way: every node sweeps them for lapsed leases. */
  markActive(roomId: string): Promise<void>;
  markInactive(roomId: string): Promise<void>;
  activeRooms(): Promise<string[]>;
}

/** One node at a time runs a room's timers: the holder of its lease. A lease lapses if not renewed. */
export interface LeaseStore {
  acquire(roomId: string, nodeId: string, ttlMs: number): Promise<boolean>;
  renew(roomId: string, nodeId: string, ttlMs: number): Promise<boolean>;
  release(roomId: string, nodeId: string): Promise<void>;
  holder(roomId: string): Promise<string | null>;
}

export const ROOM_STORE = Symbol('ROOM_STORE');
export const LEASE_STORE = Symbol('LEASE_STORE');
