import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config/config';
import { contentSecurityPolicy } from './content-security-policy';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer. Pages and the site's API (helmet): the CSP of exactly what the app loads, no
 * framing, nosniff, a strict referrer policy, and HSTS once the site is served over https. The middleware is built
 * once and runs as the first hook of every request (@fastify/helmet rebuilt it, CSP string included, for each
 * request: 5% of an API call's CPU in the developer API benchmark).
 *
 * Answers for other programs (`isMachineApi`: the developer API and the Open Trivia DB paths, JSON only, never a
 * page) get what OWASP's REST cheat sheet asks of an API instead: a CSP under which nothing loads or runs at all,
 * no framing, nosniff, no referrer, HSTS over https. The page-only headers (the page CSP, isolation hints, legacy
 * IE switches) mean nothing on JSON, and were a kilobyte of every answer.
 */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  config: AppConfig,
  isMachineApi: (url: string) => boolean,
): void {
  const https = config.publicUrl.startsWith('https:');
  const hsts = { maxAge: YEAR_SECONDS, includeSubDomains: true };
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...contentSecurityPolicy({
          publicUrl: config.publicUrl,
          adsEnabled: Boolean(config.adsenseClient),
          sentryDsn: config.browserSentryDsn,
        }),
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? hsts : false,
    crossOriginEmbedderPolicy: false,
  });
  const apiHeaders: Record<string, string> = {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': `max-age=${hsts.maxAge}; includeSubDomains` } : {}),
  };
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!isMachineApi(request.url)) {
      pageHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
      return;
    }
    void reply.headers(apiHeaders);
    done();
  });
}

/** API answers are compressed when it pays (brotli or gzip, over 1 KiB); static files come precompressed. */
export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}

/**
 * The built frontend: hashed files under /assets never change, so browsers keep them a year; everything else
 * (index.html) is checked every time. The build writes .br and .gz copies, sent as they are.
 */
export async function registerStaticFiles(fastify: FastifyInstance, staticDir: string): Promise<void> {
  if (!existsSync(join(staticDir, 'index.html'))) return;
  await fastify.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      const hashed = path.includes(`${join(staticDir, 'assets')}`);
      void reply.header('Cache-Control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
}
