import type { LeaseStore, RoomStore, StoredRoom } from './room-store';

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

/** The single-node stores: plain maps with the same expiry and compare-and-set rules as Redis. */
export class InProcessRoomStore implements RoomStore {
  private readonly rooms = new Map<string, Expiring<StoredRoom>>();
  private readonly pins = new Map<string, Expiring<string>>();
  private readonly active = new Set<string>();

  constructor(private readonly now: () => number = Date.now) {}

  async create(roomId: string, pin: string, state: string, ttlMs: number): Promise<boolean> {
    if (this.live(this.pins, pin) !== null) return false;
    const expiresAt = this.now() + ttlMs;
    this.pins.set(pin, { value: roomId, expiresAt });
    this.rooms.set(roomId, { value: { state, version: 1 }, expiresAt });
    return true;
  }

  async load(roomId: string): Promise<StoredRoom | null> {
    return this.live(this.rooms, roomId);
  }

  async save(roomId: string, state: string, expectedVersion: number, ttlMs: number): Promise<number | null> {
    const current = this.live(this.rooms, roomId);
    if (!current || current.version !== expectedVersion) return null;
    const version = expectedVersion + 1;
    this.rooms.set(roomId, { value: { state, version }, expiresAt: this.now() + ttlMs });
    return version;
  }

  async roomForPin(pin: string): Promise<string | null> {
    return this.live(this.pins, pin);
  }

  async delete(roomId: string, pin: string): Promise<void> {
    this.rooms.delete(roomId);
    this.active.delete(roomId);
    if (this.pins.get(pin)?.value === roomId) this.pins.delete(pin);
  }

  async markActive(roomId: string): Promise<void> {
    this.active.add(roomId);
  }

  async markInactive(roomId: string): Promise<void> {
    this.active.delete(roomId);
  }

  async activeRooms(): Promise<string[]> {
    return [...this.active];
  }

  private live<T>(map: Map<string, Expiring<T>>, key: string): T | null {
    const entry = map.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      map.delete(key);
      return null;
    }
    return entry.value;
  }
}

export class InProcessLeaseStore implements LeaseStore {
  private readonly leases = new Map<string, Expiring<string>>();

  constructor(private readonly now: () => number = Date.now) {}

  async acquire(roomId: string, nodeId: string, ttlMs: number): Promise<boolean> {
    const holder = await this.holder(roomId);
    if (holder !== null && holder !== nodeId) return false;
    this.leases.set(roomId, { value: nodeId, expiresAt: this.now() + ttlMs });
    return true;
  }

  async renew(roomId: string, nodeId: string, ttlMs: number): Promise<boolean> {
    if ((await this.holder(roomId)) !== nodeId) return false;
    this.leases.set(roomId, { value: nodeId, expiresAt: this.now() + ttlMs });
    return true;
  }

  async release(roomId: string, nodeId: string): Promise<void> {
    if ((await this.holder(roomId)) === nodeId) this.leases.delete(roomId);
  }

  async holder(roomId: string): Promise<string | null> {
    const entry = this.leases.get(roomId);
    if (!entry || entry.expiresAt <= this.now()) return null;
    return entry.value;
  }
}
