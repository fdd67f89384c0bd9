import type { Logger } from '@nestjs/common';
import type { GameState } from '@trivia/arena-engine';
import type { LeaseStore, RoomStore } from '../store/room-store';
import { rebuilt } from './live-room';
import type { OwnedRooms } from './owned-rooms';
import type { RoomVitals } from './room-vitals';

export type Adoption = 'owned' | 'taken' | 'missing';

export interface RoomAdoptionDeps {
  nodeId: string;
  leaseTtlMs: number;
  leases: Pick<LeaseStore, 'acquire' | 'release'>;
  rooms: Pick<RoomStore, 'load' | 'markClosed' | 'pinOf'>;
  owned: Pick<OwnedRooms, 'has' | 'own'>;
  vitals: Pick<RoomVitals, 'pinned'>;
  logger: Pick<Logger, 'warn'>;
  /** What the room's new owner does next with a room it rebuilt (answers to count, results to store). */
  adopted: (roomId: string, state: GameState) => void;
}

/**
 * Takes over rooms whose lease is free (their owner died or handed them over): the lease first, then the room
 * rebuilt from its stored snapshot and log. One adoption per room at a time, however many requests ask for it.
 */
export class RoomAdoption {
  private readonly adopting = new Map<string, Promise<Adoption>>();

  constructor(private readonly deps: RoomAdoptionDeps) {}

  adopt(roomId: string): Promise<Adoption> {
    const running = this.adopting.get(roomId);
    if (running) return running;
    const adoption = this.takeOver(roomId).finally(() => this.adopting.delete(roomId));
    this.adopting.set(roomId, adoption);
    return adoption;
  }

  private async takeOver(roomId: string): Promise<Adoption> {
    const { deps } = this;
    if (deps.owned.has(roomId)) return 'owned';
    if (!(await deps.leases.acquire(roomId, deps.nodeId, deps.leaseTtlMs))) return 'taken';
    const stored = await deps.rooms.load(roomId);
    const state = stored && rebuilt(stored);
    if (!stored || !state) {
      // Gone, or stored by an older version of the engine (a deploy mid-game): it cannot be carried on.
      if (stored) deps.logger.warn(`Room ${roomId} was stored in a form this version cannot read: closed`);
      await deps.leases.release(roomId, deps.nodeId);
      await deps.rooms.markClosed(roomId);
      return 'missing';
    }
    deps.owned.own(roomId, state, { snapshot: stored.state, log: stored.log });
    void deps.rooms.pinOf(roomId).then(
      (pin) => pin && deps.vitals.pinned(roomId, pin),
      () => undefined,
    );
    deps.logger.warn(`Adopted room ${roomId} (${stored.log.length} commands replayed)`);
    deps.adopted(roomId, state);
    return 'owned';
  }
}
