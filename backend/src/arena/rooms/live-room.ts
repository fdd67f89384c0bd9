import { apply, type Command, type Effect, type GameState, serialize, snapshot } from '@trivia/arena-engine';
import { ENGINE_TO_CATALOGUE } from './engine-errors';
import { commandFor, MOVED, type Moved, type RoomReply, type RoomRequest, viewerOf } from './room-request';

/** A logged command: replayed in order over the last snapshot, it rebuilds the room exactly. */
export interface LogEntry {
  command: Command;
  at: number;
}

/** Where an owned room makes its changes durable. Both writes are fenced by the room's lease. */
export interface RoomPersistence {
  snapshot(state: string): Promise<boolean>;
  append(entries: string[]): Promise<boolean>;
}

export interface RoomHooks {
  /** Called after the changes are durable, in order: broadcasts, timers, storing results. */
  carryOut(state: GameState, effects: Effect[]): void;
  /** The lease is gone: another node owns the room now. */
  lost(): void;
}

/** A snapshot replaces the log at every phase change and whenever the log grows this long. */
export const SNAPSHOT_AFTER_ENTRIES = 2000;
const BATCH_MAX = 2000;

export const BUSY: RoomReply = { ok: false, code: 'NET_003', message: 'The game is catching up: try again' };

interface Pending {
  request: RoomRequest;
  resolve: (reply: RoomReply | Moved) => void;
}

/**
 * One room held in memory by the node that owns it. Requests queue and are applied one after another; each
 * batch is made durable with one write (group commit) before anyone hears of it: the replies, the broadcasts and
 * the timers follow the write, so nothing a player saw can be lost when the node dies.
 */
export class LiveRoom {
  private queue: Pending[] = [];
  private draining = false;
  private gone = false;
  lastActivity: number;

  constructor(
    readonly roomId: string,
    private current: GameState,
    private logLength: number,
    private readonly persistence: RoomPersistence,
    private readonly hooks: RoomHooks,
    private readonly clock: () => number = Date.now,
  ) {
    this.lastActivity = clock();
  }

  get state(): GameState {
    return this.current;
  }

  submit(request: RoomRequest): Promise<RoomReply | Moved> {
    if (this.gone) return Promise.resolve(MOVED);
    this.lastActivity = this.clock();
    return new Promise((resolve) => {
      this.queue.push({ request, resolve });
      if (!this.draining) void this.drain();
    });
  }

  /** Stops taking requests; those waiting are sent to look for the new owner. */
  abandon(): void {
    this.gone = true;
    for (const pending of this.queue.splice(0)) pending.resolve(MOVED);
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0 && !this.gone) await this.run(this.queue.splice(0, BATCH_MAX));
    } finally {
      this.draining = false;
    }
  }

  private async run(batch: Pending[]): Promise<void> {
    const before = this.current;
    let state = before;
    let phaseChanged = false;
    const entries: string[] = [];
    const effects: Effect[] = [];
    const replies: RoomReply[] = [];
    for (const { request } of batch) {
      const now = this.clock();
      const command = commandFor(state, request);
      if (command) {
        const outcome = apply(state, command, now);
        if (outcome.error) {
          const code = ENGINE_TO_CATALOGUE[outcome.error.code];
          replies.push({ ok: false, code, message: outcome.error.message });
          continue;
        }
        if (outcome.state !== state || outcome.effects.length > 0) {
          entries.push(JSON.stringify({ command, at: now } satisfies LogEntry));
          phaseChanged ||= outcome.state.phase !== state.phase || outcome.state.paused !== state.paused;
        }
        state = outcome.state;
        effects.push(...outcome.effects);
      }
      const viewer = viewerOf(request);
      replies.push(
        viewer === null ? { ok: true, receivedAt: now } : { ok: true, receivedAt: now, view: snapshot(state, viewer) },
      );
    }

    if (entries.length > 0) {
      let durable: boolean;
      try {
        if (phaseChanged || this.logLength + entries.length > SNAPSHOT_AFTER_ENTRIES) {
          durable = await this.persistence.snapshot(serialize(state));
          if (durable) this.logLength = 0;
        } else {
          durable = await this.persistence.append(entries);
          if (durable) this.logLength += entries.length;
        }
      } catch {
        // The store is unreachable (Redis restarting): nothing happened, and the senders may try again.
        for (const pending of batch) pending.resolve(BUSY);
        return;
      }
      if (!durable) {
        this.current = before;
        this.abandon();
        for (const pending of batch) pending.resolve(MOVED);
        this.hooks.lost();
        return;
      }
    }
    this.current = state;
    if (effects.length > 0) this.hooks.carryOut(state, effects);
    batch.forEach((pending, i) => pending.resolve(replies[i]!));
  }
}

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
