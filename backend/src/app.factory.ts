import fastifyCookie from '@fastify/cookie';
import { type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { AppModule } from './app.module';
import { BLOG_ROOT_PATHS } from './blog';
import { OPENTDB_PATHS } from './developer-api/opentdb/opentdb.controller';
import type Redis from 'ioredis';
import type { AppConfig } from './infra/config/config';
import { REDIS } from './infra/redis/redis.provider';
import { AppIoAdapter } from './infra/socket/app-io.adapter';
import { SOCKET_HOOKS, type SocketHooks } from './infra/socket/socket-hooks';
import { apiRequestsPolicy, registerHttpRateLimit } from './infra/http/http-rate-limit';
import { RATE_LIMITER, type RateLimiter } from './infra/rate-limit/rate-limiter';
import { type DatabaseTarget, EMBEDDED_QUEUE_TIMEOUT_MS } from './infra/database/database-options';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './infra/database/embedded-postgres';
import { initErrorReporting } from './infra/http/error-reporting';
import { SEO_ROOT_PATHS } from './seo/seo.controller';
import { registerCompression, registerSecurityHeaders, registerStaticFiles } from './infra/http/web-plugins';

/** Large enough for any form we have; anything bigger is bad input (400), not a burden on the node. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** The longest path parameter the router matches (URLs are far shorter in practice; Node caps headers at 16 KiB). */
const MAX_PARAM_LENGTH = 2048;

const NEST_LOG_LEVELS: Record<AppConfig['logLevel'], LogLevel[] | false> = {
  silent: false,
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
};

export interface RunningApp {
  app: NestFastifyApplication;
  close(): Promise<void>;
}

/** Builds the whole backend: database (embedded unless DATABASE_URL is set), plugins, modules and the SPA. */
export async function createApp(config: AppConfig): Promise<RunningApp> {
  if (config.databaseUrl) return createAppWithDatabase(config, { url: config.databaseUrl, poolSize: 10 });
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres(config.dataDir);
  const running = await createAppWithDatabase(config, {
    url: embedded.url,
    poolSize: 1,
    queueTimeoutMs: Math.max(config.databaseTimeouts.connectMs, EMBEDDED_QUEUE_TIMEOUT_MS),
  });
  return {
    app: running.app,
    async close() {
      await running.close();
      await embedded.stop();
    },
  };
}

export async function createAppWithDatabase(config: AppConfig, database: DatabaseTarget): Promise<RunningApp> {
  initErrorReporting(config.sentryDsn);
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Fastify answers a path parameter over 100 characters with a bare 414 before any route runs; a long slug, id
    // or token should reach the route's own validation and get its 400 or 404 with a catalogue code.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, database), adapter, {
    logger: NEST_LOG_LEVELS[config.logLevel],
    // The same JSON parsing for every route; each request also keeps its bytes as `rawBody`, which the payment
    // webhook's signature is checked over (a re-serialised body would not match).
    rawBody: true,
  });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  await registerPlugins(fastify, config);
  registerHttpRateLimit(fastify, app.get<RateLimiter>(RATE_LIMITER), apiRequestsPolicy(config.rateLimitPerMinute));
  // opentdb.com's root paths (/api.php…) stay at the root: apps written for it change only the origin; so does the
  // blog's RSS feed (/blog/rss.xml), where feed readers look for it, and so do the sitemap and robots.txt, where
  // crawlers look. The developer API has its own versioned root (/v1), apart from the site's /api.
  app.setGlobalPrefix('api', {
    exclude: [...OPENTDB_PATHS, ...BLOG_ROOT_PATHS, ...SEO_ROOT_PATHS, 'v1', 'v1/{*path}'],
  });
  app.useWebSocketAdapter(
    new AppIoAdapter(app, config, app.get<Redis | null>(REDIS), app.get<SocketHooks>(SOCKET_HOOKS)),
  );
  app.enableShutdownHooks();
  await app.init();
  return { app, close: () => app.close() };
}

/** The developer API's root and opentdb.com's paths: answers for programs, JSON only, never a page. */
const MACHINE_API_PREFIXES = ['/v1/', '/v1?', ...OPENTDB_PATHS.map((path) => `/${path}`)];
const isMachineApi = (url: string) => url === '/v1' || MACHINE_API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Cookies, security headers, compression and the built frontend (the error filter answers index.html for client routes). */
async function registerPlugins(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  await fastify.register(fastifyCookie, { secret: config.sessionSecret });
  registerSecurityHeaders(fastify, config, isMachineApi);
  await registerCompression(fastify);
  await registerStaticFiles(fastify, config.staticDir);
}
