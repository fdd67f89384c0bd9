import type { AnswerGate, AnswerRefusal, Choice, MemberStatus, StoredAnswer } from '@trivia/arena-engine';

/** How long a closed room (and its PIN) stays stored after its game ended: late views still find it. */
export const KEEP_CLOSED_MS = 10 * 60 * 1000;

/**
 * A stored room: the engine state as of its last snapshot, and the commands applied since, in order. The node
 * that owns a room keeps it in memory; the store is what another node rebuilds it from after that node dies.
 */
export interface StoredRoom {
  state: string;
  log: string[];
}

/**
 * What a batch of a room's commands changed of how its answers are judged (see the engine's `AnswerGate`):
 * written with the batch's log entries, under the same fence, before anyone hears of the batch.
 */
export interface RoomFacts {
  /** The room's answer gate, when it changed. */
  gate?: AnswerGate;
  /** Players who joined (`in`), were kicked, or left the lobby (null). */
  members?: [playerId: string, status: MemberStatus][];
}

/** An answer as a socket sent it (any choice shape); a typed one already trimmed. */
export interface AnswerInput {
  playerId: string;
  questionIndex: number;
  choice: Choice;
}

export type StoreAnswerResult = { ok: true; stored: StoredAnswer } | { ok: false; refusal: AnswerRefusal };

/**
 * Where Arena rooms are kept durable: in Redis when configured (any node can carry a room on), in process
 * otherwise. Writes are fenced: they succeed only while the writing node holds the room's lease, so a node that
 * lost its lease (a long pause, a partition) can never overwrite the room its successor now runs.
 */
export interface RoomStore {
  /** Creates a room under a PIN (its creator takes the lease first); false when the PIN is taken. */
  create(roomId: string, pin: string, state: string, ttlMs: number): Promise<boolean>;
  load(roomId: string): Promise<StoredRoom | null>;
  /** Replaces the snapshot and empties the log; false when `nodeId` does not hold the lease. */
  writeSnapshot(roomId: string, nodeId: string, state: string, ttlMs: number): Promise<boolean>;
  /** Appends commands after the snapshot, and the facts they changed; false when `nodeId` does not hold the lease. */
  appendLog(roomId: string, nodeId: string, entries: string[], facts?: RoomFacts): Promise<boolean>;
  /**
   * Judges an answer by the room's stored gate and members (the engine's `checkAnswer`, at the store's clock) and
   * stores it, at most one per player and question, in one atomic step. Any node may call it: the answer is
   * durable when this resolves, so the player can be told at once.
   */
  storeAnswer(roomId: string, answer: AnswerInput): Promise<StoreAnswerResult>;
  /**
   * The answers stored for a question. With `close`, the gate closes first (in the same atomic step): whatever
   * is not in the list is refused as late from then on. Null when `nodeId` does not hold the lease.
   */
  collectAnswers(roomId: string, nodeId: string, questionIndex: number, close: boolean): Promise<StoredAnswer[] | null>;
  roomForPin(pin: string): Promise<string | null>;
  delete(roomId: string, pin: string): Promise<void>;
  /** Rooms whose game is not over: every node checks that each has a live owner. */
  openRooms(): Promise<string[]>;
  /** The game is over (or the room was abandoned): off the open list, and kept only KEEP_CLOSED_MS more. */
  markClosed(roomId: string): Promise<void>;
}

/**
 * One node at a time owns a room: the holder of its lease. A lease lapses if not renewed. The store also keeps
 * when each lease runs out, so finding the open rooms whose owner stopped renewing is one query, not one per room.
 */
export interface LeaseStore {
  /** Takes a free lease, or renews one the node already holds. */
  acquire(roomId: string, nodeId: string, ttlMs: number): Promise<boolean>;
  /** Renews, in one round trip, each of these leases that `nodeId` still holds; answers which it renewed. */
  renewAll(nodeId: string, roomIds: string[], ttlMs: number): Promise<Set<string>>;
  /** Gives the lease up (if `nodeId` holds it): the room counts as lapsed at once, so another node adopts it. */
  release(roomId: string, nodeId: string): Promise<void>;
  holder(roomId: string): Promise<string | null>;
  /**
   * Open rooms whose lease has lapsed or was released: their owner is gone. Judged by the store's own clock (the
   * one that expires leases), so a node whose clock is off cannot see a live lease as lapsed.
   */
  lapsed(): Promise<string[]>;
}

export const ROOM_STORE = Symbol('ROOM_STORE');
export const LEASE_STORE = Symbol('LEASE_STORE');
