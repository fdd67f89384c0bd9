import { createHash } from 'node:crypto';
import { FIRST_PAINT_SCRIPT } from '@trivia/contracts';

/** Where Google's AdSense script loads from and what it frames and calls (only when ads are configured). */
const AD_SOURCES = {
  script: ['https://pagead2.googlesyndication.com', 'https://*.googlesyndication.com', 'https://*.google.com'],
  frame: ['https://*.doubleclick.net', 'https://*.googlesyndication.com', 'https://*.google.com'],
  connect: ['https://*.google.com', 'https://*.doubleclick.net', 'https://*.googlesyndication.com'],
  img: ['https://*.googlesyndication.com', 'https://*.doubleclick.net', 'https://*.google.com'],
};

/** The hash that lets the pages' one inline script run (head-html.ts writes it into every page). */
export const FIRST_PAINT_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

export interface CspOptions {
  /** The site's public URL: its websocket origin is allowed for Socket.IO. */
  publicUrl: string;
  /** AdSense is loaded only when a client id is configured. */
  adsEnabled: boolean;
  /** The browser's error reporting endpoint, when a DSN is configured. */
  sentryDsn?: string;
}

/**
 * The Content-Security-Policy for exactly what the app loads: its own scripts (and one inline script, the pages'
 * FIRST_PAINT_SCRIPT, allowed by its hash; no other), its own
 * styles plus the inline style elements Mantine writes at run time, images from itself and data: URLs (QR codes),
 * its own API and socket, and the ad and error-reporting hosts only when those are switched on. No one may frame it.
 */
export function contentSecurityPolicy(options: CspOptions): Record<string, string[]> {
  const site = new URL(options.publicUrl);
  const socket = `${site.protocol === 'https:' ? 'wss' : 'ws'}://${site.host}`;
  const ads = options.adsEnabled ? AD_SOURCES : { script: [], frame: [], connect: [], img: [] };
  const sentry = options.sentryDsn ? [new URL(options.sentryDsn).origin] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", FIRST_PAINT_HASH, ...ads.script],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...ads.img],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", socket, ...ads.connect, ...sentry],
    frameSrc: options.adsEnabled ? ads.frame : ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
  };
}
