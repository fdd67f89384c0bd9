import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import {
  canonicalPath,
  matchPage,
  NOT_FOUND_META,
  pageHead,
  siteTitle,
  structuredDataFor,
  type PageHead,
} from '@trivia/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { insertHead, withoutDefaultHead } from './head-html';
import { type SpaPageFacts, SpaRouteChecks, type SpaVisitor } from './spa-route-checks';
import { SpaVisitorHints } from './spa-visitor-hints';

export type SpaAnswer = { status: 200 | 404; html: string } | { status: 302; location: string };

/** A search result shows about this much of a description. */
const DESCRIPTION_MAX = 160;

function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,;:.]$/, '')}…`;
}

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? '/';

/** Written by the frontend build (frontend/vite-plugins/route-preloads.ts) beside index.html. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
const routePreloadsSchema = z.record(z.string(), z.array(z.string().startsWith('/')));

/** The build's list, or none (an older build, or no frontend): pages then load their chunks as the app asks. */
function readPreloads(file: string): Record<string, string[]> {
  return existsSync(file) ? routePreloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
}

/**
 * The single-page app's index.html for each client route, with that page's title, description, canonical URL,
 * social card and structured data in its head, so crawlers and link previews need no JavaScript. A path of no
 * page (or a dynamic page its domain does not know) gets the same app with status 404: the app shows its 404 page.
 */
@Injectable()
export class SpaPages {
  private readonly logger = new Logger(SpaPages.name);
  /** The built index.html without its default title and description (null when the frontend is not built). */
  private readonly bareIndex: string | null;
  /** The 404 page's head (its hints are the visitor's). */
  private readonly notFoundHead: PageHead;
  /** Each public page's own chunks by page pattern, as the frontend build lists them (route-preloads.json). */
  private readonly preloads: Readonly<Record<string, readonly string[]>>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly checks: SpaRouteChecks,
    private readonly hints: SpaVisitorHints,
  ) {
    const file = join(config.staticDir, 'index.html');
    this.bareIndex = existsSync(file) ? withoutDefaultHead(readFileSync(file, 'utf8')) : null;
    this.notFoundHead = pageHead({ ...NOT_FOUND_META, path: null, publicUrl: config.publicUrl });
    this.preloads = readPreloads(join(config.staticDir, ROUTE_PRELOADS_FILE));
  }

  /** Whether a GET the API does not know is the app's to answer: not under /api, unless a browser asks for a page there. */
  serves(url: string, accept: string | undefined): boolean {
    if (this.bareIndex === null) return false;
    const path = pathOf(url);
    const isApi = path === '/api' || path.startsWith('/api/');
    return !isApi || (Boolean(accept?.includes('text/html')) && matchPage(path) !== null);
  }

  async render(url: string, visitor: SpaVisitor): Promise<SpaAnswer> {
    const path = pathOf(url);
    const match = matchPage(path);
    const facts = match ? await this.factsOf(match.meta.path, match.params, visitor) : null;
    if (!match || !facts) return { status: 404, html: this.page(this.notFoundHead, visitor) };
    if (facts.redirect) return { status: 302, location: facts.redirect };
    const head = pageHead({
      title: facts.title ? siteTitle(facts.title) : match.meta.title,
      description: facts.description ? shorten(facts.description) : match.meta.description,
      indexable: match.meta.indexable,
      path,
      publicUrl: this.config.publicUrl,
      structuredData: structuredDataFor(canonicalPath(path), this.config.publicUrl),
    });
    return { status: 200, html: this.page(head, visitor, this.preloads[match.meta.path]) };
  }

  /** index.html with `head`, the hints about this visitor (SpaVisitorHints) and the page's preload links. */
  private page(head: PageHead, visitor: SpaVisitor, preloads?: readonly string[]): string {
    const hints = this.hints
      .for(visitor)
      .map(({ name, content }) => ({ attribute: 'name' as const, key: name, content }));
    return insertHead(this.bareIndex ?? '', { ...head, metas: [...head.metas, ...hints] }, preloads);
  }

  /** A domain's check failing (its database away) still serves the page: the app reports the outage itself. */
  private async factsOf(
    pattern: string,
    params: Record<string, string>,
    visitor: SpaVisitor,
  ): Promise<SpaPageFacts | null> {
    try {
      return await this.checks.facts(pattern, params, visitor);
    } catch (error) {
      this.logger.warn(`Page check for ${pattern} failed: ${(error as Error).message}`);
      return {};
    }
  }
}
