import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import type { RoomBus, RoomHandler } from './room-bus';
import type { Moved, RoomReply, RoomRequest } from './room-request';

/** A request as it travels: its id (unique on the sending node), the room and what is asked. */
type RequestEntry = [id: number, roomId: string, request: RoomRequest];
type ReplyEntry = [id: number, reply: RoomReply | Moved];

/** What one PUBLISH carries: every request and reply for one node made in the same task (and its microtasks). */
interface Frame {
  from: string;
  requests?: RequestEntry[];
  replies?: ReplyEntry[];
}

interface Waiting {
  resolve: (reply: RoomReply | Moved) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** Entries per frame at most: a burst of answers goes as a few frames of this size, not one huge message. */
const FRAME_MAX = 500;

/**
 * Request and reply over Redis pub/sub: each node subscribes once, to a channel of its own, and hears both the
 * requests sent to it and the replies to its own requests there. Everything a node sends another in one task
 * goes as one frame (one PUBLISH, one JSON text): a room's batch of replies is one message, not one per answer. A node that died has no subscriber, so PUBLISH reaches nobody and the sender knows at once
 * rather than waiting for a timeout.
 */
export class RedisRoomBus implements RoomBus {
  private readonly logger = new Logger(RedisRoomBus.name);
  private readonly waiting = new Map<number, Waiting>();
  private readonly outboxes = new Map<string, { requests: RequestEntry[]; replies: ReplyEntry[] }>();
  private flushing = false;
  private closed = false;
  private subscriber: Redis | null = null;
  private nodeId = '';
  private lastId = 0;

  constructor(
    private readonly redis: Redis,
    private readonly channelPrefix: string,
  ) {}

  private channel(nodeId: string): string {
    return `${this.channelPrefix}arena:node:${nodeId}`;
  }

  async serve(nodeId: string, handler: RoomHandler): Promise<void> {
    this.nodeId = nodeId;
    const subscriber = this.redis.duplicate();
    subscriber.on('error', (error: Error) => this.logger.warn(`Arena bus: ${error.message}`));
    subscriber.on('message', (_channel: string, text: string) => this.receive(text, handler));
    await subscriber.subscribe(this.channel(nodeId));
    this.subscriber = subscriber;
  }

  send(toNodeId: string, roomId: string, request: RoomRequest, timeoutMs: number): Promise<RoomReply | Moved> {
    this.lastId += 1;
    const id = this.lastId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.settle(id, new Error(`Node ${toNodeId} did not answer`)), timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      this.outbox(toNodeId).requests.push([id, roomId, request]);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.outboxes.clear();
    for (const id of [...this.waiting.keys()]) this.settle(id, new Error('Closing'));
    await this.subscriber?.quit().catch(() => undefined);
    this.subscriber = null;
  }

  private receive(text: string, handler: RoomHandler): void {
    let frame: Frame;
    try {
      frame = JSON.parse(text) as Frame;
    } catch {
      return;
    }
    for (const [id, reply] of frame.replies ?? []) {
      const waiting = this.waiting.get(id);
      if (!waiting) continue;
      this.waiting.delete(id);
      clearTimeout(waiting.timer);
      waiting.resolve(reply);
    }
    for (const [id, roomId, request] of frame.requests ?? []) {
      void handler(roomId, request)
        .catch((error: Error): RoomReply => ({ ok: false, code: 'NET_003', message: error.message }))
        .then((reply) => this.outbox(frame.from).replies.push([id, reply]));
    }
  }

  /**
   * What goes to a node once the current task is done (a microtask): everything one socket message or one room
   * batch produces travels together, and nothing waits for the rest of the event loop's turn (under load, the
   * other sockets' messages), which is an answer's acknowledgement time.
   */
  private outbox(nodeId: string): { requests: RequestEntry[]; replies: ReplyEntry[] } {
    let outbox = this.outboxes.get(nodeId);
    if (!outbox) {
      outbox = { requests: [], replies: [] };
      this.outboxes.set(nodeId, outbox);
    }
    if (!this.flushing) {
      this.flushing = true;
      queueMicrotask(() => this.flush());
    }
    return outbox;
  }

  private flush(): void {
    this.flushing = false;
    if (this.closed) return;
    for (const [nodeId, { requests, replies }] of this.outboxes) {
      for (let from = 0; from < Math.max(requests.length, replies.length); from += FRAME_MAX) {
        const frame: Frame = { from: this.nodeId };
        const someRequests = requests.slice(from, from + FRAME_MAX);
        const someReplies = replies.slice(from, from + FRAME_MAX);
        if (someRequests.length > 0) frame.requests = someRequests;
        if (someReplies.length > 0) frame.replies = someReplies;
        this.publish(nodeId, frame, someRequests);
      }
    }
    this.outboxes.clear();
  }

  private publish(nodeId: string, frame: Frame, requests: RequestEntry[]): void {
    this.redis.publish(this.channel(nodeId), JSON.stringify(frame)).then(
      (listeners) => {
        if (listeners > 0) return;
        for (const [id] of requests) this.settle(id, new Error(`Node ${nodeId} is gone`));
      },
      (error: Error) => {
        if (frame.replies) this.logger.warn(`Arena bus replies lost: ${error.message}`);
        for (const [id] of requests) this.settle(id, error);
      },
    );
  }

  private settle(id: number, error: Error): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    clearTimeout(waiting.timer);
    waiting.reject(error);
  }
}
