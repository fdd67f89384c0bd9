import type { ArenaPublicRoom } from '@trivia/contracts';
import { SweptInProcess } from '../../common/periodic-sweep';

/** A listing older than this is a room whose owner stopped refreshing it (it died): it is not shown. */
export const LISTING_STALE_MS = 15_000;
/** A node's count of Arena players is dropped when the node stops reporting it. */
export const ONLINE_STALE_MS = 5_000;

export interface Listing<T> {
  value: T;
  updatedAt: number;
}

/**
 * What every node needs to draw the Arena lobby: the public rooms open to join (each written by the room's
 * owner) and each node's count of players in the Arena. In Redis when configured, in process otherwise.
 */
export interface LobbyDirectory {
  putRoom(room: ArenaPublicRoom, now: number): Promise<void>;
  removeRoom(roomId: string): Promise<void>;
  room(roomId: string): Promise<ArenaPublicRoom | null>;
  rooms(now: number): Promise<ArenaPublicRoom[]>;
  reportOnline(nodeId: string, count: number, now: number): Promise<void>;
  online(now: number): Promise<number>;
}

export const LOBBY_DIRECTORY = Symbol('LOBBY_DIRECTORY');

/** Stale listings and counts are forgotten this often even when nobody looks at the lobby. */
export const LOBBY_SWEEP_MS = 60_000;

export class InProcessLobbyDirectory extends SweptInProcess implements LobbyDirectory {
  private readonly listed = new Map<string, Listing<ArenaPublicRoom>>();
  private readonly counts = new Map<string, Listing<number>>();

  constructor(private readonly clock: () => number = Date.now) {
    super(LOBBY_SWEEP_MS);
  }

  async putRoom(room: ArenaPublicRoom, now: number): Promise<void> {
    this.listed.set(room.roomId, { value: room, updatedAt: now });
  }

  async removeRoom(roomId: string): Promise<void> {
    this.listed.delete(roomId);
  }

  async room(roomId: string): Promise<ArenaPublicRoom | null> {
    return this.listed.get(roomId)?.value ?? null;
  }

  async rooms(now: number): Promise<ArenaPublicRoom[]> {
    return fresh(this.listed, now, LISTING_STALE_MS, (id) => this.listed.delete(id));
  }

  async reportOnline(nodeId: string, count: number, now: number): Promise<void> {
    this.counts.set(nodeId, { value: count, updatedAt: now });
  }

  async online(now: number): Promise<number> {
    return fresh(this.counts, now, ONLINE_STALE_MS, (id) => this.counts.delete(id)).reduce((a, b) => a + b, 0);
  }

  sweep(now = this.clock()): void {
    fresh(this.listed, now, LISTING_STALE_MS, (id) => this.listed.delete(id));
    fresh(this.counts, now, ONLINE_STALE_MS, (id) => this.counts.delete(id));
  }

  size(): number {
    return this.listed.size + this.counts.size;
  }
}

/** The values updated recently enough, forgetting the others. */
export function fresh<T>(
  entries: Map<string, Listing<T>>,
  now: number,
  staleMs: number,
  forget: (id: string) => void,
): T[] {
  const values: T[] = [];
  for (const [id, entry] of entries) {
    if (now - entry.updatedAt > staleMs) forget(id);
    else values.push(entry.value);
  }
  return values;
}
