import type { LeaseStore } from '../store/room-store';

/** How long a node trusts a lease holder it looked up for forwarding. */
export const ROUTE_TTL_MS = 1000;

/** A room's lease holder as looked up for forwarding, and until when it is trusted. */
export interface Route {
  readonly holder: Promise<string | null>;
  readonly until: number;
}

/**
 * Where a room's forwarded requests go: its lease holder, looked up once per room and ROUTE_TTL_MS however many
 * requests go through (thousands of answers a second), so forwarding costs no extra round trip. Only a hint:
 * correctness rests on the owner answering MOVED, or not answering, after which the sender forgets the route.
 */
export class RoomRoutes {
  private readonly routes = new Map<string, Route>();

  constructor(
    private readonly leases: Pick<LeaseStore, 'holder'>,
    private readonly ttlMs = ROUTE_TTL_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  to(roomId: string): Route {
    const now = this.clock();
    const known = this.routes.get(roomId);
    if (known && known.until > now) return known;
    const route: Route = { holder: this.leases.holder(roomId), until: now + this.ttlMs };
    this.routes.set(roomId, route);
    return route;
  }

  /** Forgets a route that failed, unless a newer lookup has replaced it already. */
  forget(roomId: string, route: Route): void {
    if (this.routes.get(roomId) === route) this.routes.delete(roomId);
  }

  /** Drops routes past their time, so rooms nobody forwards to any more are not remembered for good. */
  prune(): void {
    const now = this.clock();
    for (const [roomId, route] of this.routes) if (route.until <= now) this.routes.delete(roomId);
  }

  size(): number {
    return this.routes.size;
  }
}
