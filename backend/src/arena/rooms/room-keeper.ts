import type { Logger } from '@nestjs/common';
import { isFinished, apply, type Effect, type GameState } from '@trivia/arena-engine';
import type { PublicListings } from '../lobby/public-listings';
import { KEEP_CLOSED_MS, type LeaseStore, type RoomStore } from '../store/room-store';
import type { LiveRoom } from './live-room';
import type { OwnedRooms } from './owned-rooms';
import { PUBLIC_HOST } from './room-settings';

/** A finished room stays in memory a while for late views (and as long in the store, see markClosed). */
const KEEP_FINISHED_MS = KEEP_CLOSED_MS;
/** A public room nobody is waiting in closes after this long. */
const EMPTY_PUBLIC_ROOM_MS = 2 * 60 * 1000;

/** How many times to ask whether a room whose write was refused is still stored, over one lease's time. */
const LOST_CHECK_ATTEMPTS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export interface KeeperDeps {
  nodeId: string;
  leaseTtlMs: number;
  roomTtlMs: number;
  owned: OwnedRooms;
  leases: LeaseStore;
  rooms: RoomStore;
  listings: PublicListings;
  logger: Logger;
  /** Takes a room whose owner is gone and rebuilds it from the store. */
  adopt(roomId: string): Promise<unknown>;
  /** Carries out what the engine decided (here: the end of a game whose stored state is gone). */
  carryOut(roomId: string, state: GameState, effects: Effect[]): void;
  closing(): boolean;
}

/**
 * The every-second care of a node's rooms: renews its leases (one round trip for all), lets finished, idle or
 * abandoned rooms go, and adopts open rooms that lost their owner (found with one query, however many rooms the
 * cluster runs).
 */
export class RoomKeeper {
  constructor(private readonly deps: KeeperDeps) {}

  async sweep(now: number): Promise<void> {
    const { owned, leases, logger, nodeId, leaseTtlMs } = this.deps;
    const rooms = owned.entries();
    const keep = rooms.filter(([, room]) => !this.done(room, now)).map(([roomId]) => roomId);
    // Redis may be restarting: then every room is kept, and renewed at the next sweep.
    const renewed = await leases.renewAll(nodeId, keep, leaseTtlMs).catch((error: Error) => error);
    if (renewed instanceof Error) logger.warn(`Arena lease renewal skipped: ${renewed.message}`);
    for (const [roomId, room] of rooms) {
      try {
        await this.keepOrLetGo(roomId, room, now, renewed instanceof Error ? null : renewed);
      } catch (error) {
        logger.warn(`Arena lease renewal skipped: ${(error as Error).message}`);
      }
    }
    try {
      for (const roomId of await leases.lapsed()) {
        if (this.deps.closing()) return;
        if (!owned.has(roomId)) await this.deps.adopt(roomId);
      }
    } catch (error) {
      logger.warn(`Arena sweep skipped: ${(error as Error).message}`);
    }
  }

  /** Finished (after a grace for late views), idle, or a public room nobody is waiting in. */
  private done(room: LiveRoom, now: number): boolean {
    const idle = now - room.lastActivity;
    const { state } = room;
    const abandonedPublic = state.hostId === PUBLIC_HOST && state.players.length === 0 && idle > EMPTY_PUBLIC_ROOM_MS;
    return (isFinished(state) && idle > KEEP_FINISHED_MS) || idle > this.deps.roomTtlMs || abandonedPublic;
  }

  /**
   * An owned room: let go once done (closed before its lease goes, so no node adopts it meanwhile); otherwise
   * kept. A lease the sweep could not renew is taken again, unless the store has lost the room (Redis came back
   * empty): then the game cannot go on, and its players are told so at once rather than at its next write.
   */
  private async keepOrLetGo(roomId: string, room: LiveRoom, now: number, renewed: Set<string> | null): Promise<void> {
    const { owned, leases, rooms, listings, nodeId } = this.deps;
    const { state } = room;
    // Lost or let go while the sweep waited for Redis: no longer this node's to keep.
    if (owned.get(roomId) !== room) return;
    if (this.done(room, now)) {
      owned.drop(roomId);
      if (!isFinished(state)) await rooms.markClosed(roomId);
      await leases.release(roomId, nodeId);
      if (state.hostId === PUBLIC_HOST)
        await listings.update(roomId, { ...state, phase: 'ended' }, this.deps.closing());
      return;
    }
    // Not renewed for want of Redis (null): kept as it is until the next sweep.
    if (renewed !== null && !renewed.has(roomId)) {
      if (!isFinished(state) && (await rooms.load(roomId)) === null) return this.lost(roomId, room);
      if (!(await leases.acquire(roomId, nodeId, this.deps.leaseTtlMs))) {
        this.deps.logger.warn(`Lost the lease of room ${roomId}`);
        owned.drop(roomId);
        return;
      }
    }
    owned.keepTimer(roomId, room);
    if (state.hostId === PUBLIC_HOST && state.phase === 'lobby')
      await listings.update(roomId, state, this.deps.closing());
  }

  /**
   * A fenced write was refused. Usually another node owns the room now; but when the store holds no such room at
   * all (Redis came back empty), nobody can carry the game on, so its players are told it ended, and why.
   */
  async lost(roomId: string, room: LiveRoom): Promise<void> {
    this.deps.owned.drop(roomId);
    if (isFinished(room.state) || (await this.stillStored(roomId))) return;
    const outcome = apply(room.state, { type: 'abort', reason: 'state_lost' }, Date.now());
    if (outcome.error) return;
    this.deps.logger.warn(`Room ${roomId} is gone from the room store (Redis lost its data): its game ended`);
    await this.deps.leases.release(roomId, this.deps.nodeId).catch(() => undefined);
    // The standings so far are stored like those of a game the host ended: nothing the players saw is lost.
    this.deps.carryOut(roomId, outcome.state, outcome.effects);
  }

  /** Whether the store still has the room, asked again while it is unreachable: a blip must end no game. */
  private async stillStored(roomId: string): Promise<boolean> {
    for (let attempt = 1; attempt <= LOST_CHECK_ATTEMPTS && !this.deps.closing(); attempt += 1) {
      const stored = await this.deps.rooms.load(roomId).then(
        (room) => room !== null,
        () => undefined,
      );
      if (stored !== undefined) return stored;
      await sleep(this.deps.leaseTtlMs / LOST_CHECK_ATTEMPTS);
    }
    return true;
  }
}
