import { type INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import { catchError, defer, EMPTY, type Observable } from 'rxjs';
import type { Server, ServerOptions, Socket } from 'socket.io';
import type { AppConfig } from '../config/config';
import { logIfServerError, toErrorResponse } from '../http/http-error.filter';
import { originAllowed } from './origin';
import type { SocketHooks } from './socket-hooks';

/** Socket payloads are small; anything bigger is refused by the transport. */
export const MAX_SOCKET_PAYLOAD_BYTES = 16 * 1024;

/**
 * A refused handshake as the client sees it (`connect_error`): the catalogue code and message an HTTP request
 * would get, so a database that is down reads as NET_004 with the seconds to wait, never a driver's message.
 */
export function handshakeRefusal(error: unknown): Error & { data: { code: string; retryAfterSeconds?: number } } {
  const { status, body, headers } = toErrorResponse(error);
  logIfServerError(status, error);
  const retryAfter = headers['Retry-After'];
  const data = { code: body.code, ...(retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {}) };
  return Object.assign(new Error(body.message), { data });
}

/**
 * Once the connection hooks have read the handshake (the cookies for who is calling, the address for limits), nothing
 * reads it again, yet Socket.IO keeps the first HTTP request of every connection, and its headers, for the socket's
 * life (Socket.IO's memory guide suggests dropping the request). Both go: a room of 10,000 players holds 10,000 of
 * them on its nodes, and a session cookie has no business staying in memory (or in a fetchSockets() reply) once used.
 */
export function releaseHandshake(socket: Socket): void {
  (socket.conn as { request: unknown }).request = null;
  socket.handshake.headers = {};
}

/** Socket.IO with an Origin check, a payload cap, the application's connection hooks, and the Redis adapter. */
export class AppIoAdapter extends IoAdapter {
  private readonly adapterClients: Redis[] = [];
  private readonly redisLogger = new Logger('SocketIoRedis');

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
    private readonly redis: Redis | null,
    private readonly hooks: SocketHooks,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      maxHttpBufferSize: MAX_SOCKET_PAYLOAD_BYTES,
      allowRequest: (request, callback) =>
        callback(null, originAllowed(request.headers.origin, request.headers.host, this.config.publicUrl)),
    } as ServerOptions) as Server;
    server.engine.on('initial_headers', this.hooks.handshakeHeaders.bind(this.hooks));
    // Who a socket is, and whether it may connect at all, is settled before its first event.
    server.use((socket, next) => {
      this.hooks.connect(socket).then(
        () => {
          releaseHandshake(socket);
          next();
        },
        (error: unknown) => next(handshakeRefusal(error)),
      );
    });
    if (this.redis) {
      const pub = this.redis.duplicate();
      const sub = this.redis.duplicate();
      // Without a handler ioredis would treat a Redis restart as fatal; ioredis reconnects by itself.
      for (const client of [pub, sub])
        client.on('error', (error: Error) => this.redisLogger.warn(`Socket.IO Redis adapter: ${error.message}`));
      // The adapter publishes without awaiting: a publish refused while Redis is away must not become an
      // unhandled rejection (which would end the process). The broadcast is lost; clients resync on the seq gap.
      const publish = pub.publish.bind(pub);
      pub.publish = ((...args: Parameters<typeof publish>) => {
        const sent = publish(...args);
        sent.catch((error: Error) => this.redisLogger.warn(`Socket.IO broadcast not published: ${error.message}`));
        return sent;
      }) as typeof pub.publish;
      this.adapterClients.push(pub, sub);
      server.adapter(createAdapter(pub, sub));
    }
    return server;
  }

  /**
   * Nest's own binding builds an RxJS pipeline per socket and per event it handles, kept for the socket's life:
   * kilobytes per connection, which a room of 10,000 players pays on every node. Here each gateway gets one
   * catch-all listener per socket that finds the event's handler among the gateway's few (instead of a listener,
   * a closure and its scope per event: 18 events over four gateways), and the pipeline is built per message.
   * The handler's result is the ack, as in Nest's.
   */
  override bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    socket.onAny((event: string, ...args: unknown[]) => {
      const handler = handlers.find((candidate) => candidate.message === event);
      if (handler) this.dispatch(socket, handler, args, transform);
    });
  }

  private dispatch(
    socket: Socket,
    { callback, isAckHandledManually }: MessageMappingProperties,
    args: unknown[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    const { data, ack } = this.mapPayload(args.length === 1 ? args[0] : args);
    defer(() => transform(callback(data, ack)))
      .pipe(
        catchError((error: unknown) => {
          this.logger.error(error);
          return EMPTY;
        }),
      )
      .subscribe((response) => {
        if (response === null || response === undefined) return;
        const { event, data: eventData } = response as { event?: string; data?: unknown };
        if (event) socket.emit(event, eventData);
        else if (!isAckHandledManually && typeof ack === 'function') (ack as (r: unknown) => void)(response);
      });
  }

  /** The adapter's own Redis connections close with the server, or they would keep the process alive. */
  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.adapterClients.splice(0).map((client) => client.quit().catch(() => undefined)));
  }
}
