import type { LeaseStore } from '../store/room-store';
import { BUSY, type LiveRoom } from './live-room';
import type { OwnedRooms } from './owned-rooms';
import type { RoomBus } from './room-bus';
import { isMoved, MOVED, type Moved, type RoomReply, type RoomRequest } from './room-request';
import { RoomRoutes } from './room-routes';

const FORWARD_TIMEOUT_MS = 3000;
export const RETRY_AFTER_MS = 200;
const NO_ROOM: RoomReply = { ok: false, code: 'ARENA_010', message: 'No such room' };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export interface RoomRouterDeps {
  nodeId: string;
  bus: RoomBus;
  leases: Pick<LeaseStore, 'holder'>;
  owned: Pick<OwnedRooms, 'get'>;
  /** How long a request may look for a room's owner, through a failover (longer than a lease lasts). */
  routeForMs: number;
  /** A request for a room this node owns. */
  serveHere: (room: LiveRoom, request: RoomRequest) => Promise<RoomReply | Moved>;
  /** Takes a room whose lease is free, rebuilding it from the store. */
  adopt: (roomId: string) => Promise<'owned' | 'taken' | 'missing'>;
  closing: () => boolean;
}

/**
 * Gets each request to its room's one writer: this node when it owns the room, else the lease holder over the
 * room bus; through a failover it adopts a room whose lease lapsed, and it answers forwarded requests only for
 * rooms it still owns (MOVED otherwise, and the sender looks again).
 */
export class RoomRouter {
  private readonly routes: RoomRoutes;
  /** Requests that had to look for their room's owner again since the last report: failover or overload. */
  private rerouted = 0;
  private lastReroute = '';

  constructor(private readonly deps: RoomRouterDeps) {
    this.routes = new RoomRoutes(deps.leases);
  }

  /** Sends a request to the room's owner (this node or another), through a failover if one is under way. */
  async request(roomId: string, request: RoomRequest): Promise<RoomReply> {
    const { deps } = this;
    const giveUpAt = Date.now() + deps.routeForMs;
    while (!deps.closing() && Date.now() < giveUpAt) {
      const local = deps.owned.get(roomId);
      if (local) {
        const reply = await deps.serveHere(local, request);
        if (!isMoved(reply)) return reply;
        continue;
      }
      const route = this.routes.to(roomId);
      try {
        const holder = await route.holder;
        if (holder === null || holder === deps.nodeId) {
          this.routes.forget(roomId, route);
          if ((await deps.adopt(roomId)) === 'missing') return NO_ROOM;
          continue;
        }
        const reply = await deps.bus.send(holder, roomId, request, FORWARD_TIMEOUT_MS);
        if (!isMoved(reply)) return reply;
        this.routes.forget(roomId, route);
        this.noteReroute(`room ${roomId} moved from node ${holder}`);
      } catch (error) {
        // The owner is gone or the store is restarting: its lease lapses soon, or Redis comes back.
        this.routes.forget(roomId, route);
        this.noteReroute((error as Error).message);
        await sleep(RETRY_AFTER_MS);
      }
    }
    return BUSY;
  }

  /** A request forwarded by another node: answered only if this node still owns the room. */
  serve(roomId: string, request: RoomRequest): Promise<RoomReply | Moved> {
    if (request.op === 'tick') return Promise.resolve(MOVED);
    const local = this.deps.owned.get(roomId);
    return local ? this.deps.serveHere(local, request) : Promise.resolve(MOVED);
  }

  /** How many requests looked for their room again since the last call, and the last reason; then starts over. */
  takeReroutes(): { count: number; last: string } | null {
    if (this.rerouted === 0) return null;
    const taken = { count: this.rerouted, last: this.lastReroute };
    this.rerouted = 0;
    return taken;
  }

  /** Forgets routes past their time. */
  prune(): void {
    this.routes.prune();
  }

  private noteReroute(why: string): void {
    this.rerouted += 1;
    this.lastReroute = why;
  }
}
