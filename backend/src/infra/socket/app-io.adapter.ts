import { type INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import type { Server, ServerOptions, Socket } from 'socket.io';
import type { AppConfig } from '../config/config';
import { logIfServerError, toErrorResponse } from '../http/http-error.filter';
import { bindGatewaysWhole, type GatewayHost } from './gateway-binding';
import { type GatewayBinding, GatewayTable } from './gateway-table';
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

/**
 * Socket.IO with an Origin check, a payload cap, the application's connection hooks, the Redis adapter, and the
 * gateways bound once per server rather than once per socket.
 */
export class AppIoAdapter extends IoAdapter implements GatewayHost {
  private readonly adapterClients: Redis[] = [];
  private readonly redisLogger = new Logger('SocketIoRedis');
  private readonly tables = new WeakMap<Server, GatewayTable>();

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
    private readonly redis: Redis | null,
    private readonly hooks: SocketHooks,
  ) {
    super(app);
    bindGatewaysWhole();
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
   * Takes a gateway whole (see bindGatewaysWhole): its events join the server's one table, and each new socket gets
   * the table's two listeners rather than a bound copy of every gateway's handlers and hooks.
   */
  bindGateway(server: Server, gateway: GatewayBinding): void {
    let table = this.tables.get(server);
    if (!table) {
      table = new GatewayTable(this.logger, (payload) => this.mapPayload(payload));
      this.tables.set(server, table);
      const connected = table.connected.bind(table);
      server.on('connection', connected);
    }
    table.add(gateway);
  }

  /** The adapter's own Redis connections close with the server, or they would keep the process alive. */
  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.adapterClients.splice(0).map((client) => client.quit().catch(() => undefined)));
  }
}
