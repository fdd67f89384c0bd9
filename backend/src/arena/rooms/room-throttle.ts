/** Rosters reach a room at most this often. */
export const ROSTER_EVERY_MS = 1000;

/**
 * Coalesces a room's news (who is in it, how many have answered): the first change is sent at once, later ones
 * at most once per `everyMs`, always built from the latest when sent. A room of 10,000 filling up then sends its
 * players one small roster a second, instead of every player hearing of every other's arrival. A room keeps an
 * entry only while it cools down after a send, so finished rooms leave nothing behind.
 */
export class RoomThrottle {
  /** Rooms sent to within the last interval: whether they changed since, and the timer ending the interval. */
  private readonly cooling = new Map<string, { dirty: boolean; timer: NodeJS.Timeout }>();

  constructor(
    private readonly everyMs: number,
    private readonly send: (roomId: string) => void,
  ) {}

  changed(roomId: string): void {
    const entry = this.cooling.get(roomId);
    if (entry) entry.dirty = true;
    else this.flush(roomId);
  }

  close(): void {
    for (const { timer } of this.cooling.values()) clearTimeout(timer);
    this.cooling.clear();
  }

  private flush(roomId: string): void {
    const timer = setTimeout(() => {
      const dirty = this.cooling.get(roomId)?.dirty ?? false;
      this.cooling.delete(roomId);
      if (dirty) this.flush(roomId);
    }, this.everyMs);
    timer.unref();
    this.cooling.set(roomId, { dirty: false, timer });
    this.send(roomId);
  }
}
