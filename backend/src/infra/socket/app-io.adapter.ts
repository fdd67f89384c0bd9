import type { IncomingMessage } from 'node:http';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/config';
import { guestCookieForHandshake } from '../../daily-quiz/player-identity';
import { originAllowed } from './origin';

/** The handshake request, carrying the guest id minted for it (read back by the socket identity). */
export type HandshakeRequest = IncomingMessage & { guestPlayerId?: string };

/** Socket payloads are small; anything bigger is refused by the transport. */
export const MAX_SOCKET_PAYLOAD_BYTES = 16 * 1024;

/** Socket.IO with an Origin check, a payload cap, and the Redis adapter when Redis is configured. */
export class AppIoAdapter extends IoAdapter {
  private readonly adapterClients: Redis[] = [];
  private readonly redisLogger = new Logger('SocketIoRedis');

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
    private readonly redis: Redis | null,
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
    server.engine.on('initial_headers', (headers: Record<string, string>, request: HandshakeRequest) => {
      const guest = guestCookieForHandshake(
        request.headers.cookie,
        this.config.sessionSecret,
        this.config.secureCookies,
      );
      if (!guest) return;
      headers['set-cookie'] = guest.setCookie;
      request.guestPlayerId = guest.guestId;
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

  /** The adapter's own Redis connections close with the server, or they would keep the process alive. */
  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.adapterClients.splice(0).map((client) => client.quit().catch(() => undefined)));
  }
}
