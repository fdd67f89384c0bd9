import { isFinished, type Effect, type GameState } from '@trivia/arena-engine';
import type { RoomStore } from '../store/room-store';
import { LiveRoom } from './live-room';
import { isMoved } from './room-request';

/** A tick the store could not take (Redis restarting) is tried again this soon: its deadline still stands. */
const TICK_RETRY_MS = 500;

export interface OwnedRoomHooks {
  /** After a batch is durable: broadcasts, timers, results. */
  carryOut(roomId: string, state: GameState, effects: Effect[]): void;
  /** The store refused a fenced write: another node owns the room now, or the store lost it. */
  lost(roomId: string, room: LiveRoom): void;
  /** The store could not take a write: the room was dropped here and must be rebuilt from the store. */
  stale(roomId: string): void;
}

/**
 * The rooms this node owns, held in memory, each with at most one timer: the engine's next deadline. Their
 * writes go to the store fenced by this node's lease. Timers are unref'd, so they never keep the process up.
 */
export class OwnedRooms {
  private readonly rooms = new Map<string, LiveRoom>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private closing = false;

  constructor(
    private readonly store: RoomStore,
    private readonly nodeId: string,
    private readonly ttlMs: number,
    private readonly hooks: OwnedRoomHooks,
  ) {}

  get(roomId: string): LiveRoom | undefined {
    return this.rooms.get(roomId);
  }

  has(roomId: string): boolean {
    return this.rooms.has(roomId);
  }

  entries(): [string, LiveRoom][] {
    return [...this.rooms];
  }

  /** `stored` is what the store holds now: the snapshot's text and the log since. */
  own(roomId: string, state: GameState, stored: { snapshot: string; log: string[] }): LiveRoom {
    const room: LiveRoom = new LiveRoom(
      roomId,
      state,
      stored,
      {
        snapshot: (text) => this.store.writeSnapshot(roomId, this.nodeId, text, this.ttlMs),
        append: (entries, facts) => this.store.appendLog(roomId, this.nodeId, entries, facts),
        collect: (questionIndex) => this.store.collectAnswers(roomId, this.nodeId, questionIndex, true),
      },
      {
        carryOut: (next, effects) => this.hooks.carryOut(roomId, next, effects),
        lost: () => this.hooks.lost(roomId, room),
        stale: () => {
          if (this.rooms.get(roomId) === room) this.drop(roomId);
          this.hooks.stale(roomId);
        },
      },
    );
    this.rooms.set(roomId, room);
    this.keepTimer(roomId, room);
    return room;
  }

  drop(roomId: string): void {
    this.cancel(roomId);
    this.rooms.get(roomId)?.abandon();
    this.rooms.delete(roomId);
  }

  /** Stops every timer and lets go of every room, handing them back for a last snapshot. */
  close(): LiveRoom[] {
    this.closing = true;
    for (const roomId of this.timers.keys()) this.cancel(roomId);
    const rooms = [...this.rooms.values()];
    this.rooms.clear();
    return rooms;
  }

  /** Replaces the room's timer with one at `at` (now, if that has passed). */
  schedule(roomId: string, at: number): void {
    this.cancel(roomId);
    const timer = setTimeout(
      () => {
        this.timers.delete(roomId);
        void this.tick(roomId);
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
    this.timers.set(roomId, timer);
  }

  cancel(roomId: string): void {
    clearTimeout(this.timers.get(roomId));
    this.timers.delete(roomId);
  }

  /**
   * A room with a pending deadline always has a timer. A timer can fire a millisecond before the wall clock
   * reaches the deadline, and the engine then (rightly) does nothing: without this the room would wait forever.
   */
  keepTimer(roomId: string, room: LiveRoom): void {
    const { nextTickAt, paused } = room.state;
    if (this.timers.has(roomId) || nextTickAt === null || paused || isFinished(room.state)) return;
    if (this.rooms.get(roomId) === room) this.schedule(roomId, Math.max(nextTickAt, Date.now() + 1));
  }

  private async tick(roomId: string): Promise<void> {
    const room = this.rooms.get(roomId);
    if (!room || this.closing) return;
    const reply = await room.submit({ op: 'tick' });
    if (!isMoved(reply) && !reply.ok && reply.code === 'NET_003') this.schedule(roomId, Date.now() + TICK_RETRY_MS);
    else this.keepTimer(roomId, room);
  }
}
