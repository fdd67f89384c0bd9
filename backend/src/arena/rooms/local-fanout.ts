import type { Server } from 'socket.io';

/** What every Arena message to a client looks like on the wire. */
export interface Envelope {
  roomId: string;
  event: string;
  payload: Record<string, unknown>;
}

/**
 * How long a room's writes may hold the event loop in one turn. A write costs 50-100 µs here, so a single emit
 * to 2,500 sockets holds it for 150-350 ms, and an answer that arrives meanwhile waits for the last socket. In
 * turns of a few milliseconds, the answer is taken (and its store call sent) between two turns.
 */
export const FANOUT_TURN_MS = 8;
/** Sockets written per emit (one encoding each); the clock is read between chunks. */
export const FANOUT_CHUNK = 32;

/** A message to one player's channel (all their sockets here but `exceptSocket`, when given). */
export interface Personal {
  channel: string;
  envelope: Envelope;
  exceptSocket?: string;
}

/** A broadcast to a room channel, or personal messages to players' channels, in the order they were sent. */
type Delivery =
  | { kind: 'broadcast'; channel: string; envelope: Envelope; ids: string[] | null; next: number }
  | { kind: 'personal'; sends: Personal[]; next: number };

/**
 * This node's share of a room's messages, written to its own sockets in order and in turns. Each room has one
 * queue: a message waits for the ones sent before it (a socket never hears a reveal before its question), and a
 * big one is written for FANOUT_TURN_MS at a time, with the event loop free between turns. A socket is written
 * to only if it is still in the channel when its chunk goes (a kicked player hears nothing after the kick).
 * Messages to a room with nothing queued and no more than a chunk of sockets are written at once, as before.
 */
export class LocalFanout {
  private readonly queues = new Map<string, Delivery[]>();
  private closed = false;

  constructor(
    private readonly server: Server,
    private readonly later: (run: () => void) => void = (run) => void setImmediate(run),
    private readonly clock: () => number = () => performance.now(),
  ) {}

  broadcast(roomId: string, channel: string, envelope: Envelope): void {
    this.enqueue(roomId, { kind: 'broadcast', channel, envelope, ids: null, next: 0 });
  }

  personal(roomId: string, sends: Personal[]): void {
    if (sends.length > 0) this.enqueue(roomId, { kind: 'personal', sends, next: 0 });
  }

  /** Rooms with messages still to write (the tests read it). */
  get pending(): number {
    return this.queues.size;
  }

  /** Drops everything queued: a closing node's rooms are told by their next owner. */
  close(): void {
    this.closed = true;
    this.queues.clear();
  }

  private enqueue(roomId: string, delivery: Delivery): void {
    if (this.closed) return;
    const queue = this.queues.get(roomId);
    if (queue) {
      queue.push(delivery);
      return;
    }
    if (this.turn(delivery, this.clock() + FANOUT_TURN_MS)) return;
    this.queues.set(roomId, [delivery]);
    this.later(() => this.pump(roomId));
  }

  /** A turn's worth of the room's deliveries, first to last; then the next turn, while any is left. */
  private pump(roomId: string): void {
    const queue = this.queues.get(roomId);
    if (!queue || this.closed) return;
    const until = this.clock() + FANOUT_TURN_MS;
    while (queue.length > 0 && this.turn(queue[0]!, until)) queue.shift();
    if (queue.length === 0) this.queues.delete(roomId);
    else this.later(() => this.pump(roomId));
  }

  /** Writes chunks of a delivery until it is all written (true) or the turn is up (false). */
  private turn(delivery: Delivery, until: number): boolean {
    for (;;) {
      if (this.chunk(delivery)) return true;
      if (this.clock() >= until) return false;
    }
  }

  /** Writes the next chunk of a delivery; true once it is all written. */
  private chunk(delivery: Delivery): boolean {
    const rooms = this.server.sockets.adapter.rooms;
    const local = this.server.local;
    if (delivery.kind === 'personal') {
      const end = Math.min(delivery.sends.length, delivery.next + FANOUT_CHUNK);
      for (let i = delivery.next; i < end; i += 1) {
        const { channel, envelope, exceptSocket } = delivery.sends[i]!;
        if (!rooms.has(channel)) continue;
        if (exceptSocket) local.to(channel).except(exceptSocket).emit('arena:event', envelope);
        else local.to(channel).emit('arena:event', envelope);
      }
      delivery.next = end;
      return end === delivery.sends.length;
    }
    const members = rooms.get(delivery.channel);
    if (delivery.ids === null) {
      // The sockets in the channel now are the ones this broadcast is for (as Socket.IO's own broadcast does).
      if (!members) return true;
      if (members.size <= FANOUT_CHUNK) {
        local.to(delivery.channel).emit('arena:event', delivery.envelope);
        return true;
      }
      delivery.ids = [...members];
    }
    const end = Math.min(delivery.ids.length, delivery.next + FANOUT_CHUNK);
    const chunk: string[] = [];
    // A socket is a room of its own id: emitting to the chunk's ids writes the envelope to those sockets only.
    for (let i = delivery.next; i < end; i += 1) if (members?.has(delivery.ids[i]!)) chunk.push(delivery.ids[i]!);
    if (chunk.length > 0) local.to(chunk).emit('arena:event', delivery.envelope);
    delivery.next = end;
    return end === delivery.ids.length;
  }
}
