import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import type { RoomBus, RoomHandler } from './room-bus';
import type { Moved, RoomReply, RoomRequest } from './room-request';

type Message =
  | { kind: 'request'; id: string; from: string; roomId: string; request: RoomRequest }
  | { kind: 'reply'; id: string; reply: RoomReply | Moved };

interface Waiting {
  resolve: (reply: RoomReply | Moved) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Request and reply over Redis pub/sub: each node listens on a channel of its own. A node that died has no
 * subscriber, so PUBLISH reaches nobody and the sender knows at once rather than waiting for a timeout.
 */
export class RedisRoomBus implements RoomBus {
  private readonly logger = new Logger(RedisRoomBus.name);
  private readonly waiting = new Map<string, Waiting>();
  private subscriber: Redis | null = null;
  private nodeId = '';

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
    subscriber.on('message', (_channel: string, text: string) => void this.receive(text, handler));
    await subscriber.subscribe(this.channel(nodeId));
    this.subscriber = subscriber;
  }

  private async receive(text: string, handler: RoomHandler): Promise<void> {
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch {
      return;
    }
    if (message.kind === 'reply') {
      const waiting = this.waiting.get(message.id);
      if (!waiting) return;
      this.waiting.delete(message.id);
      clearTimeout(waiting.timer);
      waiting.resolve(message.reply);
      return;
    }
    const reply = await handler(message.roomId, message.request).catch((error: Error): RoomReply => ({
      ok: false,
      code: 'NET_003',
      message: error.message,
    }));
    const answer: Message = { kind: 'reply', id: message.id, reply };
    await this.redis
      .publish(this.channel(message.from), JSON.stringify(answer))
      .catch((error: Error) => this.logger.warn(`Arena bus reply lost: ${error.message}`));
  }

  send(toNodeId: string, roomId: string, request: RoomRequest, timeoutMs: number): Promise<RoomReply | Moved> {
    const id = randomUUID();
    const message: Message = { kind: 'request', id, from: this.nodeId, roomId, request };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`Node ${toNodeId} did not answer`));
      }, timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      this.redis.publish(this.channel(toNodeId), JSON.stringify(message)).then(
        (listeners) => {
          if (listeners > 0) return;
          this.settle(id, new Error(`Node ${toNodeId} is gone`));
        },
        (error: Error) => this.settle(id, error),
      );
    });
  }

  private settle(id: string, error: Error): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    clearTimeout(waiting.timer);
    waiting.reject(error);
  }

  async close(): Promise<void> {
    for (const id of [...this.waiting.keys()]) this.settle(id, new Error('Closing'));
    await this.subscriber?.quit().catch(() => undefined);
    this.subscriber = null;
  }
}
