import type { Server } from 'socket.io';
import { type Envelope, LocalFanout, type Personal } from './local-fanout';
import { playerChannel, roomChannel } from './room-settings';

/** One message to one player of a room (all of their sockets, on whichever node). */
export interface PersonalSend {
  playerId: string;
  event: string;
  payload: Record<string, unknown>;
  /** A socket of the player's that is not to hear it (an answer's receipt is for the player's other tabs). */
  exceptSocket?: string;
}

/** The cluster-wide event that carries a batch of personal messages to the other nodes. */
const DELIVER = 'arena:deliver';
/** The cluster-wide event that carries a room broadcast to the other nodes. */
const BROADCAST = 'arena:broadcast';
/** Personal messages per cluster message: a reveal in a room of 10,000 sends 10,000 results. */
const DELIVER_BATCH = 500;
/** How long personal messages from a node that does not own their room wait to go to the other nodes together. */
const SOON_MS = 50;

/**
 * Carries a room's messages to its sockets on every node. Broadcasts and personal messages (receipts, results,
 * the host's join news, thousands per question in a big room) go to this node's sockets through its
 * `LocalFanout`, in order and in slices, and to the other nodes as cluster messages (`serverSideEmit`: one per
 * broadcast, one per 500 personal messages), which each hand to their own fanout. A personal message through the
 * adapter would be one Redis publish decoded by every node; a broadcast through it would be written to every
 * socket of the receiving node in one go, holding its event loop (and the answers waiting on it) for hundreds of
 * milliseconds in a room of thousands. All of them travel on the adapter's one publishing connection, so their
 * order is kept. Silent once the node is closing: the rooms it hands over are told by their next owner.
 */
export class RoomBroadcaster {
  private server: Server | null = null;
  private fanout: LocalFanout | null = null;
  private closing = false;
  /** Personal messages for the other nodes' sockets, sent together every SOON_MS. */
  private soon = new Map<string, PersonalSend[]>();
  private soonTimer: NodeJS.Timeout | null = null;

  /** `clustered`: other nodes share this Socket.IO server through the Redis adapter. */
  constructor(private readonly clustered: boolean) {}

  attach(server: Server): void {
    this.server = server;
    this.fanout = new LocalFanout(server);
    if (!this.clustered) return;
    server.on(DELIVER, (roomId: string, sends: PersonalSend[]) => {
      if (typeof roomId === 'string' && Array.isArray(sends)) this.deliverHere(roomId, sends);
    });
    server.on(BROADCAST, (roomId: string, envelope: Envelope) => {
      if (typeof roomId === 'string' && envelope?.roomId === roomId && !this.closing)
        this.fanout?.broadcast(roomId, roomChannel(roomId), envelope);
    });
  }

  close(): void {
    this.closing = true;
    this.fanout?.close();
  }

  toRoom(roomId: string, event: string, payload: Record<string, unknown>): void {
    if (this.closing || !this.server) return;
    const envelope = { roomId, event, payload };
    if (this.clustered) this.server.serverSideEmit(BROADCAST, roomId, envelope);
    this.fanout?.broadcast(roomId, roomChannel(roomId), envelope);
  }

  /** Personal messages, in order: to this node's sockets now, and in batches to the other nodes' sockets. */
  toPlayers(roomId: string, sends: PersonalSend[]): void {
    if (this.closing || !this.server || sends.length === 0) return;
    this.deliverHere(roomId, sends);
    if (!this.clustered) return;
    for (let from = 0; from < sends.length; from += DELIVER_BATCH)
      this.server.serverSideEmit(DELIVER, roomId, sends.slice(from, from + DELIVER_BATCH));
  }

  /**
   * One personal message from a node that does not own the room (an answer's receipt, from the node that took
   * it, for the player's other tabs): to this node's sockets now; to the other nodes' sockets in one batch per
   * room every SOON_MS, not one cluster message each.
   */
  toPlayerSoon(roomId: string, send: PersonalSend): void {
    if (this.closing || !this.server) return;
    this.deliverHere(roomId, [send]);
    if (!this.clustered) return;
    const sends = this.soon.get(roomId);
    if (sends) sends.push(send);
    else this.soon.set(roomId, [send]);
    this.soonTimer ??= setTimeout(() => {
      this.soonTimer = null;
      const batches = this.soon;
      this.soon = new Map();
      if (this.closing) return;
      for (const [id, pending] of batches)
        for (let from = 0; from < pending.length; from += DELIVER_BATCH)
          this.server?.serverSideEmit(DELIVER, id, pending.slice(from, from + DELIVER_BATCH));
    }, SOON_MS).unref();
  }

  /**
   * A kicked player's sockets stop hearing the room: no more questions, and no answer keys. Sockets on this
   * node leave at once (a broadcast still being written skips them); the adapter's request for the other nodes
   * goes out before the broadcasts that follow on the same Redis connection, so it lands first there.
   */
  unsubscribe(roomId: string, playerId: string): void {
    if (this.closing || !this.server) return;
    this.server.local.in(playerChannel(roomId, playerId)).socketsLeave(roomChannel(roomId));
    this.server.in(playerChannel(roomId, playerId)).socketsLeave(roomChannel(roomId));
  }

  /**
   * Only to players with a socket here: a room's results reach every node, and a message emitted to a channel
   * with no socket on this node would still be encoded (half the room's, on each of two nodes).
   */
  private deliverHere(roomId: string, sends: PersonalSend[]): void {
    if (this.closing || !this.fanout || !this.server) return;
    const here = this.server.sockets.adapter.rooms;
    const local: Personal[] = [];
    for (const { playerId, event, payload, exceptSocket } of sends) {
      const channel = playerChannel(roomId, playerId);
      const sockets = here.get(channel);
      if (!sockets || (exceptSocket && sockets.size === 1 && sockets.has(exceptSocket))) continue;
      local.push({ channel, envelope: { roomId, event, payload }, ...(exceptSocket ? { exceptSocket } : {}) });
    }
    this.fanout.personal(roomId, local);
  }
}
