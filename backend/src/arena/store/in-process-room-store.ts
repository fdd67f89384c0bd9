import { type AnswerGate, checkAnswer, elapsedAt, type StoredAnswer } from '@trivia/arena-engine';
import { SweptInProcess } from '../../common/periodic-sweep';
import {
  type AnswerInput,
  KEEP_CLOSED_MS,
  type LeaseStore,
  type RoomFacts,
  type RoomStore,
  type StoreAnswerResult,
  type StoredRoom,
} from './room-store';

/** How often expired rooms, PINs and leases are forgotten; otherwise they would go only when read. */
export const ROOM_STORE_SWEEP_MS = 60_000;

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

function purge<T>(map: Map<string, Expiring<T>>, now: number): void {
  for (const [key, entry] of map) if (entry.expiresAt <= now) map.delete(key);
}

/**
 * Leases in a map. A lapsed or released lease stays until it is swept or its room is known closed, so `lapsed`
 * can name the open rooms whose owner is gone, as the Redis store's sorted set of expiries does.
 */
export class InProcessLeaseStore extends SweptInProcess implements LeaseStore {
  private readonly leases = new Map<string, Expiring<string | null>>();
  /** Whether a room is open: told by the room store; with none, no room is (as in a Redis without rooms). */
  private isOpen: (roomId: string) => boolean = () => false;

  constructor(private readonly now: () => number = Date.now) {
    super(ROOM_STORE_SWEEP_MS);
  }

  /** The room store says which rooms are open, so lapsed leases of closed rooms can be forgotten. */
  followOpenRooms(isOpen: (roomId: string) => boolean): void {
    this.isOpen = isOpen;
  }

  async acquire(roomId: string, nodeId: string, ttlMs: number): Promise<boolean> {
    const holder = await this.holder(roomId);
    if (holder !== null && holder !== nodeId) return false;
    this.leases.set(roomId, { value: nodeId, expiresAt: this.now() + ttlMs });
    return true;
  }

  async renewAll(nodeId: string, roomIds: string[], ttlMs: number): Promise<Set<string>> {
    const now = this.now();
    const renewed = new Set<string>();
    for (const roomId of roomIds) {
      const lease = this.leases.get(roomId);
      if (!lease || lease.value !== nodeId || lease.expiresAt <= now) continue;
      lease.expiresAt = now + ttlMs;
      renewed.add(roomId);
    }
    return renewed;
  }

  async release(roomId: string, nodeId: string): Promise<void> {
    if ((await this.holder(roomId)) === nodeId) this.leases.set(roomId, { value: null, expiresAt: 0 });
  }

  async holder(roomId: string): Promise<string | null> {
    const lease = this.leases.get(roomId);
    return lease && lease.expiresAt > this.now() ? lease.value : null;
  }

  async lapsed(): Promise<string[]> {
    const now = this.now();
    const open: string[] = [];
    for (const [roomId, lease] of this.leases) {
      if (lease.expiresAt > now) continue;
      if (this.isOpen(roomId)) open.push(roomId);
      else this.leases.delete(roomId);
    }
    return open;
  }

  /** Forgets lapsed leases of rooms that are not open; those of open rooms wait for a node to adopt them. */
  sweep(): void {
    const now = this.now();
    for (const [roomId, lease] of this.leases)
      if (lease.expiresAt <= now && !this.isOpen(roomId)) this.leases.delete(roomId);
  }

  /** Leases held in memory, lapsed ones not yet swept included. */
  size(): number {
    return this.leases.size;
  }
}

/**
 * A stored room, the PIN it was opened under (so closing it can shorten the PIN's life too), and what judges
 * its answers: the gate, who may answer, and the answers taken, by question.
 */
type Kept = StoredRoom & {
  pin: string;
  gate: AnswerGate | null;
  members: Map<string, 'in' | 'kicked'>;
  answers: Map<number, Map<string, StoredAnswer>>;
};

const kept = (state: string, pin: string): Kept => ({
  state,
  log: [],
  pin,
  gate: null,
  members: new Map(),
  answers: new Map(),
});

/** The gate of a room that has none stored yet: no question takes answers. */
const CLOSED: AnswerGate = {
  questionIndex: -1,
  status: 'none',
  deadline: null,
  durationMs: 0,
  type: null,
  optionCount: 0,
};

/** The single-node store: plain maps with the same expiry and fencing rules as Redis. */
export class InProcessRoomStore extends SweptInProcess implements RoomStore {
  private readonly rooms = new Map<string, Expiring<Kept>>();
  private readonly pins = new Map<string, Expiring<string>>();
  private readonly open = new Set<string>();

  constructor(
    private readonly leases: InProcessLeaseStore,
    private readonly now: () => number = Date.now,
    private readonly keepClosedMs = KEEP_CLOSED_MS,
  ) {
    super(ROOM_STORE_SWEEP_MS);
    leases.followOpenRooms((roomId) => this.open.has(roomId));
  }

  async create(roomId: string, pin: string, state: string, ttlMs: number): Promise<boolean> {
    if (live(this.pins, pin, this.now()) !== null) return false;
    const expiresAt = this.now() + ttlMs;
    this.pins.set(pin, { value: roomId, expiresAt });
    this.rooms.set(roomId, { value: kept(state, pin), expiresAt });
    this.open.add(roomId);
    return true;
  }

  async load(roomId: string): Promise<StoredRoom | null> {
    const room = live(this.rooms, roomId, this.now());
    return room ? { state: room.state, log: [...room.log] } : null;
  }

  async writeSnapshot(roomId: string, nodeId: string, state: string, ttlMs: number): Promise<boolean> {
    const room = live(this.rooms, roomId, this.now());
    if ((await this.leases.holder(roomId)) !== nodeId || !room) return false;
    this.rooms.set(roomId, { value: { ...room, state, log: [] }, expiresAt: this.now() + ttlMs });
    return true;
  }

  async appendLog(roomId: string, nodeId: string, entries: string[], facts?: RoomFacts): Promise<boolean> {
    const room = live(this.rooms, roomId, this.now());
    if ((await this.leases.holder(roomId)) !== nodeId || !room) return false;
    for (const entry of entries) room.log.push(entry);
    if (facts?.gate) room.gate = facts.gate;
    for (const [playerId, status] of facts?.members ?? []) {
      if (status === null) room.members.delete(playerId);
      else room.members.set(playerId, status);
    }
    return true;
  }

  /** As the Redis script does: the engine's own check, at this process's clock. */
  async storeAnswer(roomId: string, answer: AnswerInput): Promise<StoreAnswerResult> {
    const now = this.now();
    const room = live(this.rooms, roomId, now);
    const gate = room?.gate ?? null;
    const member = room?.members.get(answer.playerId) ?? null;
    const taken = room?.answers.get(answer.questionIndex);
    const refusal = checkAnswer(gate ?? CLOSED, member, taken?.has(answer.playerId) ?? false, answer, now);
    if (refusal) return { ok: false, refusal };
    const stored = {
      playerId: answer.playerId,
      choice: answer.choice,
      receivedAt: now,
      elapsedMs: elapsedAt(gate!, now),
    };
    if (taken) taken.set(answer.playerId, stored);
    else room!.answers.set(answer.questionIndex, new Map([[answer.playerId, stored]]));
    return { ok: true, stored };
  }

  /** Closing also forgets the answers of earlier questions: their folds are durable by now. */
  async collectAnswers(
    roomId: string,
    nodeId: string,
    questionIndex: number,
    close: boolean,
  ): Promise<StoredAnswer[] | null> {
    const room = live(this.rooms, roomId, this.now());
    if ((await this.leases.holder(roomId)) !== nodeId || !room) return null;
    if (close && room.gate?.questionIndex === questionIndex) room.gate = { ...room.gate, status: 'closed' };
    if (close) for (const index of room.answers.keys()) if (index < questionIndex) room.answers.delete(index);
    return [...(room.answers.get(questionIndex)?.values() ?? [])];
  }

  async roomForPin(pin: string): Promise<string | null> {
    return live(this.pins, pin, this.now());
  }

  async pinOf(roomId: string): Promise<string | null> {
    return live(this.rooms, roomId, this.now())?.pin ?? null;
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
    const room = this.rooms.get(roomId);
    if (!room) return;
    const until = Math.min(room.expiresAt, this.now() + this.keepClosedMs);
    room.expiresAt = until;
    const pin = this.pins.get(room.value.pin);
    if (pin?.value === roomId) pin.expiresAt = Math.min(pin.expiresAt, until);
  }

  sweep(): void {
    const now = this.now();
    purge(this.rooms, now);
    purge(this.pins, now);
    for (const roomId of this.open) if (!this.rooms.has(roomId)) this.open.delete(roomId);
  }

  /** Rooms, PINs and open-list entries held in memory, expired ones not yet swept included. */
  size(): number {
    return this.rooms.size + this.pins.size + this.open.size;
  }
}
