import {
  answerGate,
  apply,
  type Command,
  deserialize,
  type Effect,
  endsAnswering,
  type GameState,
  memberStatus,
  serialize,
  type StoredAnswer,
  uncounted,
} from '@trivia/arena-engine';
import type { RoomFacts } from '../store/room-store';
import { ENGINE_TO_CATALOGUE } from './engine-errors';
import { commandFor, MOVED, type Moved, readOf, type RoomReply, type RoomRequest } from './room-request';

/** A logged command: replayed in order over the last snapshot, it rebuilds the room exactly. */
export interface LogEntry {
  command: Command;
  at: number;
}

/** Where an owned room makes its changes durable. Every call is fenced by the room's lease (false/null: lost). */
export interface RoomPersistence {
  snapshot(state: string): Promise<boolean>;
  append(entries: string[], facts: RoomFacts): Promise<boolean>;
  /** Closes the question's gate and reads every answer stored for it (see RoomStore.collectAnswers). */
  collect(questionIndex: number): Promise<StoredAnswer[] | null>;
}

/** Commands that change who may answer: after one, the player's standing is written with the batch. */
const MEMBERSHIP: ReadonlySet<Command['type']> = new Set(['join', 'leave', 'kick']);

export interface RoomHooks {
  /** Called after the changes are durable, in order: broadcasts, timers, storing results. */
  carryOut(state: GameState, effects: Effect[]): void;
  /** The lease is gone: another node owns the room now. */
  lost(): void;
  /**
   * The store could not take a batch (Redis away): the state in memory has moved past what is durable, so the
   * room must be rebuilt from the store before it serves again. Its requests are sent to look for it again.
   */
  stale(): void;
}

/**
 * The log is compacted into a new snapshot once it outgrows the last snapshot (and this floor), so a failover
 * replays at most about a snapshot's worth, and the cost of writing snapshots stays in proportion to the log.
 */
export const COMPACT_FLOOR_BYTES = 256 * 1024;
const BATCH_MAX = 2000;

export const BUSY: RoomReply = { ok: false, code: 'NET_003', message: 'The game is catching up: try again' };

interface Pending {
  request: RoomRequest;
  resolve: (reply: RoomReply | Moved) => void;
}

/**
 * One room held in memory by the node that owns it. Requests queue and are applied one after another; each
 * batch is made durable with one write (group commit) before anyone hears of it: the replies, the broadcasts and
 * the timers follow the write, so nothing a player saw can be lost when the node dies. The engine changes the
 * state in place (a room of 10,000 cannot copy its players per answer), so a batch the store refuses leaves
 * the room unusable here: it is dropped and rebuilt from the store, which holds exactly what was made durable.
 */
export class LiveRoom {
  private queue: Pending[] = [];
  private draining: Promise<void> | null = null;
  private gone = false;
  private snapshotBytes: number;
  private logBytes: number;
  /** The answer gate as last written; null until this node writes it (the store may hold an older one). */
  private writtenGate: string | null = null;
  lastActivity: number;

  /** `stored` is what the store holds now: the snapshot's text and the log since, to size compaction by. */
  constructor(
    readonly roomId: string,
    private current: GameState,
    stored: { snapshot: string; log: string[] },
    private readonly persistence: RoomPersistence,
    private readonly hooks: RoomHooks,
    private readonly clock: () => number = Date.now,
  ) {
    this.lastActivity = clock();
    this.snapshotBytes = stored.snapshot.length;
    this.logBytes = bytesOf(stored.log);
  }

  get state(): GameState {
    return this.current;
  }

  submit(request: RoomRequest): Promise<RoomReply | Moved> {
    if (this.gone) return Promise.resolve(MOVED);
    this.lastActivity = this.clock();
    return new Promise((resolve) => {
      this.queue.push({ request, resolve });
      // drain() always awaits before it can finish, so its promise is stored before its `finally` clears it.
      this.draining ??= this.drain();
    });
  }

  /** Stops taking requests; those waiting are sent to look for the new owner. */
  abandon(): void {
    this.gone = true;
    for (const pending of this.queue.splice(0)) pending.resolve(MOVED);
  }

  /** Resolves once the batch being written (if any) is done: after `abandon`, the state is then final. */
  async settled(): Promise<void> {
    await this.draining;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0 && !this.gone) {
        await this.run(this.queue.splice(0, BATCH_MAX));
        await this.compact();
      }
    } finally {
      this.draining = null;
    }
  }

  /**
   * Applies a batch and makes it durable with one write: the log entries, and what they changed of how answers
   * are judged (the gate, the players' standing). A command that reveals the open question first closes its gate
   * and folds in every answer stored for it (one more round trip, once a question), so none is left out.
   */
  private async run(batch: Pending[]): Promise<void> {
    const state = this.current;
    const entries: string[] = [];
    const effects: Effect[] = [];
    const replies: RoomReply[] = [];
    const members = new Map<string, ReturnType<typeof memberStatus>>();
    const accept = (command: Command, now: number) => {
      const outcome = apply(state, command, now);
      if (outcome.error) return outcome.error;
      // Every accepted command is logged: the engine changes the state in place, so "did it change anything"
      // has no cheap answer, and replaying one that did not (an early tick) is harmless.
      entries.push(JSON.stringify({ command, at: now } satisfies LogEntry));
      for (const effect of outcome.effects) effects.push(effect);
      if (MEMBERSHIP.has(command.type)) {
        const playerId = (command as { playerId: string }).playerId;
        members.set(playerId, memberStatus(state, playerId));
      }
      return null;
    };
    try {
      for (const { request } of batch) {
        let now = this.clock();
        const command = commandFor(state, request);
        if (command && endsAnswering(state, command, now)) {
          const questionIndex = state.questionIndex;
          const stored = await this.persistence.collect(questionIndex);
          if (stored === null) return this.refused(batch);
          now = this.clock();
          // Most were folded as they came: only the rest is logged (a question's answers are logged once).
          const answers = uncounted(state, stored);
          if (answers.length > 0) accept({ type: 'fold', questionIndex, answers }, now);
        }
        const error = command ? accept(command, now) : null;
        if (error) {
          replies.push({ ok: false, code: ENGINE_TO_CATALOGUE[error.code], message: error.message });
          continue;
        }
        replies.push({ ok: true, receivedAt: now, ...readOf(state, request) });
      }
      if (entries.length > 0) {
        // Only the commands go on the critical path: a few hundred bytes each, whatever the room's size.
        if (!(await this.persistence.append(entries, this.factsOf(state, members)))) return this.refused(batch);
        this.logBytes += bytesOf(entries);
      }
    } catch {
      // The store is unreachable (Redis restarting): nothing durable happened, but the state in memory moved
      // on. The room goes; its senders look for it again, and it is rebuilt from the store once that is back.
      this.gone = true;
      for (const pending of batch) pending.resolve(MOVED);
      for (const pending of this.queue.splice(0)) pending.resolve(MOVED);
      this.hooks.stale();
      return;
    }
    if (effects.length > 0) this.hooks.carryOut(state, effects);
    batch.forEach((pending, i) => pending.resolve(replies[i]!));
  }

  /** What the batch changed of how answers are judged; the gate only when it differs from the one written. */
  private factsOf(state: GameState, members: Map<string, ReturnType<typeof memberStatus>>): RoomFacts {
    const facts: RoomFacts = {};
    const gate = answerGate(state);
    const text = JSON.stringify(gate);
    if (text !== this.writtenGate) {
      facts.gate = gate;
      this.writtenGate = text;
    }
    if (members.size > 0) facts.members = [...members];
    return facts;
  }

  /** The fence refused a write: the batch is not durable and another node owns the room now. */
  private refused(batch: Pending[]): void {
    for (const pending of batch) pending.resolve(MOVED);
    this.lose();
  }

  /** The fence refused a write: another node owns the room now. */
  private lose(): void {
    this.abandon();
    this.hooks.lost();
  }

  /** After the batch is answered and told: rewrites the snapshot when the log has outgrown it. */
  private async compact(): Promise<void> {
    if (this.gone || this.logBytes <= Math.max(COMPACT_FLOOR_BYTES, this.snapshotBytes)) return;
    const text = serialize(this.current);
    try {
      if (!(await this.persistence.snapshot(text))) {
        this.lose();
        return;
      }
      this.snapshotBytes = text.length;
      this.logBytes = 0;
    } catch {
      // The store is away: the log is still whole, so compaction simply waits for a later batch.
    }
  }
}

const bytesOf = (lines: string[]) => lines.reduce((sum, line) => sum + line.length, 0);

/** Rebuilds a room from its last snapshot and the commands logged after it, at the times they were applied. */
export function replay(state: GameState, log: string[]): GameState {
  let current = state;
  for (const line of log) {
    const { command, at } = JSON.parse(line) as LogEntry;
    const outcome = apply(current, command, at);
    if (!outcome.error) current = outcome.state;
  }
  return current;
}

/** The room as its stored snapshot and log leave it, or null when the snapshot is not a state this engine reads. */
export function rebuilt(stored: { state: string; log: string[] }): GameState | null {
  let snapshot: GameState;
  try {
    snapshot = deserialize(stored.state);
  } catch {
    return null;
  }
  return replay(snapshot, stored.log);
}
