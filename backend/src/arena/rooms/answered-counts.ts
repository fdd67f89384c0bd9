import type { PersonalSend, RoomBroadcaster } from './room-broadcaster';
import { RoomThrottle } from './room-throttle';

/** A host hears how many have answered at most this often (4 a second): live to the eye, a handful of messages. */
export const ANSWERED_EVERY_MS = 250;

/**
 * Carries the engine's `arena:answered` news to a host-led room's host, on whichever nodes their sockets are,
 * coalesced: answers are folded in batches every 50 ms from every node that takes them, so an open question would
 * otherwise tell the host up to 20 times a second per node. The first count goes at once, later ones at most every
 * ANSWERED_EVERY_MS, the latest each time; nothing is kept of a room once its count is sent.
 */
export class AnsweredCounts {
  private readonly latest = new Map<string, PersonalSend>();
  private readonly throttle = new RoomThrottle(ANSWERED_EVERY_MS, (roomId) => this.flush(roomId));

  constructor(private readonly broadcaster: Pick<RoomBroadcaster, 'toPlayers'>) {}

  counted(roomId: string, news: PersonalSend): void {
    this.latest.set(roomId, news);
    this.throttle.changed(roomId);
  }

  close(): void {
    this.throttle.close();
    this.latest.clear();
  }

  private flush(roomId: string): void {
    const news = this.latest.get(roomId);
    this.latest.delete(roomId);
    if (news) this.broadcaster.toPlayers(roomId, [news]);
  }
}
