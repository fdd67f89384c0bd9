import type { LeaseStore, RoomStore, StoredRoom } from './room-store';

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

function live<T>(map: Map<string, Expiring<T>>, key: string, now: number): T | null {
  const entry = map.get(key);
  if (!entry) return null;
  if (entry.expiresAt <= now) {
    map.delete(key);
    return null;
  }
  return entry.value;
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
    return live(this.leases, roomId, this.now());
  }
}

/** The single-node store: plain maps with the same expiry and fencing rules as Redis. */
export class InProcessRoomStore implements RoomStore {
  private readonly rooms = new Map<string, Expiring<StoredRoom>>();
  private readonly pins = new Map<string, Expiring<string>>();
  private readonly open = new Set<string>();

  constructor(
    private readonly leases: InProcessLeaseStore,
    private readonly now: () => number = Date.now,
  ) {}

  async create(roomId: string, pin: string, state: string, ttlMs: number): Promise<boolean> {
    if (live(this.pins, pin, this.now()) !== null) return false;
    const expiresAt = this.now() + ttlMs;
    this.pins.set(pin, { value: roomId, expiresAt });
    this.rooms.set(roomId, { value: { state, log: [] }, expiresAt });
    this.open.add(roomId);
    return true;
  }

  async load(roomId: string): Promise<StoredRoom | null> {
    const room = live(this.rooms, roomId, this.now());
    return room ? { state: room.state, log: [...room.log] } : null;
  }

  async writeSnapshot(roomId: string, nodeId: string, state: string, ttlMs: number): Promise<boolean> {
    if ((await this.leases.holder(roomId)) !== nodeId || !live(this.rooms, roomId, this.now())) return false;
    this.rooms.set(roomId, { value: { state, log: [] }, expiresAt: this.now() + ttlMs });
    return true;
  }

  async appendLog(roomId: string, nodeId: string, entries: string[]): Promise<boolean> {
    const room = live(this.rooms, roomId, this.now());
    if ((await this.leases.holder(roomId)) !== nodeId || !room) return false;
    room.log.push(...entries);
    return true;
  }

  async roomForPin(pin: string): Promise<string | null> {
    return live(this.pins, pin, this.now());
  }

  async delete(roomId: string, pin: string): Promise<void> {
    this.rooms.delete(roomId);
    this.open.delete(roomId);
    if (this.pins.get(pin)?.value === roomId) this.pins.delete(pin);
  }

  async openRooms(): Promise<string[]> {
    return [...this.open].filter((roomId) => live(this.rooms, roomId, this.now()) !== null);
  }

  async markClosed(roomId: string): Promise<void> {
    this.open.delete(roomId);
  }
}
