import { choiceText, isAnswerRefusal, type AnswerGate, type Choice, type StoredAnswer } from '@trivia/arena-engine';
import type { ChainableCommander } from 'ioredis';
import type Redis from 'ioredis';
import { type ScriptedRedis, withArenaScripts } from './redis-scripts';
import {
  type AnswerInput,
  KEEP_CLOSED_MS,
  type LeaseStore,
  type RoomFacts,
  type RoomStore,
  type StoreAnswerResult,
  type StoredRoom,
} from './room-store';

const roomKey = (roomId: string) => `arena:room:${roomId}`;
const logKey = (roomId: string) => `arena:log:${roomId}`;
const pinKey = (pin: string) => `arena:pin:${pin}`;
const leaseKey = (roomId: string) => `arena:lease:${roomId}`;
const gateKey = (roomId: string) => `arena:gate:${roomId}`;
const membersKey = (roomId: string) => `arena:members:${roomId}`;
const answersKey = (roomId: string, questionIndex: number) => `arena:answers:${roomId}:${questionIndex}`;
/** A revealed question's answers stay this long after its gate closed: a node that adopts the room folds them. */
const KEEP_COLLECTED_MS = KEEP_CLOSED_MS;
const OPEN = 'arena:open-rooms';
/** Each room id scored by when its lease runs out (ms, Redis's clock); a released lease scores 0. */
const EXPIRIES = 'arena:lease-expiries';
/** Lua's unpack has a stack limit: long batches go in slices, in order. */
const APPEND_SLICE = 500;
/** Leases renewed per script call; the calls of one sweep go in one pipeline (one round trip). */
const RENEW_SLICE = 500;
/** Lapsed rooms handed out per sweep: a node adopts these, the next sweep finds the rest. */
const LAPSED_LIMIT = 1000;
/**
 * How long a node remembers which room a PIN names: a PIN names one room for as long as it lives, so thousands
 * of players joining by the same PIN cost one lookup a second, not one each. Never past the PIN's own life.
 */
const PIN_CACHE_MS = 1000;
const PIN_CACHE_MAX = 10_000;

export class RedisRoomStore implements RoomStore {
  private readonly redis: ScriptedRedis;
  private readonly pins = new Map<string, { roomId: Promise<string | null>; until: number }>();

  constructor(
    redis: Redis,
    private readonly keepClosedMs = KEEP_CLOSED_MS,
  ) {
    this.redis = withArenaScripts(redis);
  }

  async create(roomId: string, pin: string, state: string, ttlMs: number): Promise<boolean> {
    const claimed = await this.redis.set(pinKey(pin), roomId, 'PX', ttlMs, 'NX');
    if (claimed !== 'OK') return false;
    await this.redis
      .multi()
      .hset(roomKey(roomId), 'state', state, 'pin', pin)
      .pexpire(roomKey(roomId), ttlMs)
      .sadd(OPEN, roomId)
      .exec();
    return true;
  }

  async load(roomId: string): Promise<StoredRoom | null> {
    const replies = await this.redis.multi().hget(roomKey(roomId), 'state').lrange(logKey(roomId), 0, -1).exec();
    const [[stateError, state], [logError, log]] = replies as [[Error | null, string | null], [Error | null, string[]]];
    if (stateError ?? logError) throw stateError ?? logError;
    return state ? { state, log } : null;
  }

  async writeSnapshot(roomId: string, nodeId: string, state: string, ttlMs: number): Promise<boolean> {
    const written = await this.redis.arenaSnapshotIfHolder(
      leaseKey(roomId),
      roomKey(roomId),
      logKey(roomId),
      nodeId,
      state,
      ttlMs,
    );
    return Number(written) === 1;
  }

  /** The facts go with the last slice of entries: the gate opens only once the whole batch is stored. */
  async appendLog(roomId: string, nodeId: string, entries: string[], facts?: RoomFacts): Promise<boolean> {
    const keys = [leaseKey(roomId), roomKey(roomId), logKey(roomId), gateKey(roomId), membersKey(roomId)];
    let from = 0;
    do {
      const slice = entries.slice(from, from + APPEND_SLICE);
      from += APPEND_SLICE;
      const last = from >= entries.length;
      const text = last && facts ? factsText(facts) : '';
      if (Number(await this.redis.arenaAppendIfHolder(...keys, nodeId, text, ...slice)) !== 1) return false;
    } while (from < entries.length);
    return true;
  }

  async storeAnswer(roomId: string, { playerId, questionIndex, choice }: AnswerInput): Promise<StoreAnswerResult> {
    const [verdict, receivedAt, elapsedMs] = await this.redis.arenaStoreAnswer(
      gateKey(roomId),
      membersKey(roomId),
      answersKey(roomId, questionIndex),
      roomKey(roomId),
      playerId,
      String(questionIndex),
      choiceKind(choice),
      choiceText(choice),
    );
    if (verdict === 'ok')
      return { ok: true, stored: { playerId, choice, receivedAt: receivedAt!, elapsedMs: elapsedMs! } };
    if (isAnswerRefusal(verdict)) return { ok: false, refusal: verdict };
    throw new Error(`Unexpected answer verdict from Redis: ${verdict}`);
  }

  async collectAnswers(
    roomId: string,
    nodeId: string,
    questionIndex: number,
    close: boolean,
  ): Promise<StoredAnswer[] | null> {
    const flat = await this.redis.arenaCollectAnswers(
      leaseKey(roomId),
      gateKey(roomId),
      answersKey(roomId, questionIndex),
      nodeId,
      questionIndex,
      close ? '1' : '0',
      KEEP_COLLECTED_MS,
    );
    if (flat === null) return null;
    const answers: StoredAnswer[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) answers.push(parseAnswer(flat[i]!, flat[i + 1]!));
    return answers;
  }

  /** Asked once per PIN a second at most (joins come in thousands); a PIN nobody holds is asked every time. */
  roomForPin(pin: string): Promise<string | null> {
    const now = Date.now();
    const known = this.pins.get(pin);
    if (known && known.until > now) return known.roomId;
    const roomId = this.lookUpPin(pin, now);
    this.remember(pin, roomId, now + PIN_CACHE_MS);
    return roomId;
  }

  private async lookUpPin(pin: string, now: number): Promise<string | null> {
    try {
      const replies = await this.redis.multi().get(pinKey(pin)).pttl(pinKey(pin)).exec();
      const [[, roomId], [, ttl]] = replies as [[Error | null, string | null], [Error | null, number]];
      const entry = this.pins.get(pin);
      if (roomId === null || ttl <= 0) this.pins.delete(pin);
      else if (entry) entry.until = Math.min(entry.until, now + ttl);
      return roomId;
    } catch (error) {
      this.pins.delete(pin);
      throw error;
    }
  }

  private remember(pin: string, roomId: Promise<string | null>, until: number): void {
    if (this.pins.size >= PIN_CACHE_MAX) {
      const now = Date.now();
      for (const [known, entry] of this.pins) if (entry.until <= now) this.pins.delete(known);
      if (this.pins.size >= PIN_CACHE_MAX) this.pins.clear();
    }
    this.pins.set(pin, { roomId, until });
  }

  async delete(roomId: string, pin: string): Promise<void> {
    this.pins.delete(pin);
    await this.redis.arenaFreePin(pinKey(pin), roomId);
    await this.redis
      .multi()
      .del(roomKey(roomId), logKey(roomId), gateKey(roomId), membersKey(roomId))
      .srem(OPEN, roomId)
      .exec();
  }

  async openRooms(): Promise<string[]> {
    const ids = await this.redis.smembers(OPEN);
    if (ids.length === 0) return [];
    // A room whose time to live ran out leaves the set here.
    const pipeline = this.redis.pipeline();
    for (const roomId of ids) pipeline.exists(roomKey(roomId));
    const exists = ((await pipeline.exec()) ?? []).map(([, found]) => found);
    const gone = ids.filter((_, i) => exists[i] === 0);
    if (gone.length > 0) await this.redis.srem(OPEN, ...gone);
    return ids.filter((_, i) => exists[i] === 1);
  }

  /** Never lengthens a life (LT): a room about to lapse anyway keeps its shorter one. */
  async markClosed(roomId: string): Promise<void> {
    const [[, pin]] = ((await this.redis
      .multi()
      .hget(roomKey(roomId), 'pin')
      .srem(OPEN, roomId)
      .pexpire(roomKey(roomId), this.keepClosedMs, 'LT')
      .pexpire(logKey(roomId), this.keepClosedMs, 'LT')
      .pexpire(gateKey(roomId), this.keepClosedMs, 'LT')
      .pexpire(membersKey(roomId), this.keepClosedMs, 'LT')
      .exec()) ?? [[null, null]]) as [[Error | null, string | null]];
    if (pin) await this.redis.arenaShortenPin(pinKey(pin), roomId, this.keepClosedMs);
  }
}

/** The facts as the append script reads them: strings only (Lua's cjson turns a JSON null into a non-nil). */
function factsText({ gate, members }: RoomFacts): string {
  if (!gate && !members?.length) return '';
  const g = gate ? gateFields(gate) : undefined;
  const m = members?.length ? members.map(([playerId, status]) => [playerId, status ?? '']) : undefined;
  return JSON.stringify({ g, m });
}

const gateFields = (gate: AnswerGate): string[] => [
  String(gate.questionIndex),
  gate.status,
  gate.deadline === null ? '' : String(gate.deadline),
  String(gate.durationMs),
  gate.type ?? '',
  String(gate.optionCount),
];

type ChoiceKind = 'n' | 's' | 'o' | 'e';

/** How the answer script tells choices apart: an option, a typed text, an order, an estimate. */
function choiceKind(choice: Choice): ChoiceKind {
  if (typeof choice === 'number') return 'n';
  if (typeof choice === 'string') return 's';
  return Array.isArray(choice) ? 'o' : 'e';
}

/** A choice back from its kind and text (the store wrote both, so they always fit). */
function choiceOf(kind: string | undefined, text: string): Choice {
  switch (kind) {
    case 'n':
      return Number(text);
    case 'o':
      return JSON.parse(text) as number[];
    case 'e':
      return { estimate: Number(text) };
    default:
      return text;
  }
}

/** "receivedAt:elapsedMs:" then the kind and the choice's text (a typed text may hold colons). */
function parseAnswer(playerId: string, value: string): StoredAnswer {
  const first = value.indexOf(':');
  const second = value.indexOf(':', first + 1);
  return {
    playerId,
    choice: choiceOf(value[second + 1], value.slice(second + 2)),
    receivedAt: Number(value.slice(0, first)),
    elapsedMs: Number(value.slice(first + 1, second)),
  };
}

type RenewPipeline = ChainableCommander & {
  arenaRenewLeases(numKeys: number, ...keysThenArgs: (string | number)[]): ChainableCommander;
};

/**
 * Leases as keys that expire, beside a sorted set of their expiries that every lease script keeps in step, so a
 * sweep renews all of a node's leases in one round trip and finds every lapsed room with one range query.
 */
export class RedisLeaseStore implements LeaseStore {
  private readonly redis: ScriptedRedis;

  constructor(redis: Redis) {
    this.redis = withArenaScripts(redis);
  }

  async acquire(roomId: string, nodeId: string, ttlMs: number): Promise<boolean> {
    return Number(await this.redis.arenaAcquireLease(EXPIRIES, leaseKey(roomId), nodeId, ttlMs, roomId)) === 1;
  }

  async renewAll(nodeId: string, roomIds: string[], ttlMs: number): Promise<Set<string>> {
    if (roomIds.length === 0) return new Set();
    const pipeline = this.redis.pipeline() as RenewPipeline;
    for (let from = 0; from < roomIds.length; from += RENEW_SLICE) {
      const slice = roomIds.slice(from, from + RENEW_SLICE);
      pipeline.arenaRenewLeases(slice.length + 1, EXPIRIES, ...slice.map(leaseKey), nodeId, ttlMs, ...slice);
    }
    const renewed = new Set<string>();
    for (const [error, ids] of (await pipeline.exec()) ?? []) {
      if (error) throw error;
      for (const roomId of ids as string[]) renewed.add(roomId);
    }
    return renewed;
  }

  async release(roomId: string, nodeId: string): Promise<void> {
    await this.redis.arenaReleaseLease(EXPIRIES, leaseKey(roomId), nodeId, roomId);
  }

  holder(roomId: string): Promise<string | null> {
    return this.redis.get(leaseKey(roomId));
  }

  lapsed(): Promise<string[]> {
    return this.redis.arenaLapsedLeases(EXPIRIES, OPEN, LAPSED_LIMIT);
  }
}
