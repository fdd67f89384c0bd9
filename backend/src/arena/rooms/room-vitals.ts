import { type EncodedHistogram, LatencyHistogram } from '../../common/latency-histogram';

/** Answer acks are read over the last one to two of these windows: recent, yet enough answers to mean something. */
export const ACK_WINDOW_MS = 30_000;

interface AckWindows {
  current: LatencyHistogram;
  previous: LatencyHistogram | null;
}

/**
 * What the live-room monitor learns of rooms on this node as it happens, at a map lookup and an increment a time:
 * how long answers taken here waited for their acknowledgement (any node takes a room's answers), and, for rooms
 * owned here, their PIN. (How many players came back after dropping is kept in the room's state, so it moves with
 * the room.) Nothing is sent anywhere until an admin watches; then the monitor reads it once a second.
 */
export class RoomVitals {
  private readonly acks = new Map<string, AckWindows>();
  private readonly pins = new Map<string, string>();
  private rotatedAt = 0;

  acked(roomId: string, ms: number): void {
    let windows = this.acks.get(roomId);
    if (!windows) {
      windows = { current: new LatencyHistogram(), previous: null };
      this.acks.set(roomId, windows);
    }
    windows.current.record(ms);
  }

  pinned(roomId: string, pin: string): void {
    this.pins.set(roomId, pin);
  }

  pinOf(roomId: string): string | null {
    return this.pins.get(roomId) ?? null;
  }

  /**
   * Called every second or so: each ACK_WINDOW_MS the older window goes (a room whose windows are both empty is
   * forgotten), and what is kept about rooms no longer owned here goes with them.
   */
  prune(now: number, owns: (roomId: string) => boolean): void {
    for (const roomId of this.pins.keys()) if (!owns(roomId)) this.pins.delete(roomId);
    if (now - this.rotatedAt < ACK_WINDOW_MS) return;
    this.rotatedAt = now;
    for (const [roomId, windows] of this.acks) {
      if (windows.current.total === 0) this.acks.delete(roomId);
      else this.acks.set(roomId, { current: new LatencyHistogram(), previous: windows.current });
    }
  }

  /** Every room's ack times here over the last one or two windows, encoded to travel. */
  ackDigest(): Record<string, EncodedHistogram> {
    const digest: Record<string, EncodedHistogram> = {};
    for (const [roomId, { current, previous }] of this.acks) {
      if (!previous) {
        digest[roomId] = current.encode();
        continue;
      }
      const both = new LatencyHistogram();
      both.add(current);
      both.add(previous);
      digest[roomId] = both.encode();
    }
    return digest;
  }
}
