import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';

/** Screens of the spec's route table that live under /api (the developer portal and the API docs). */
const SPA_ROUTES_UNDER_API = ['/api/docs', '/api/developers'];

/** The built SPA's index.html, read once; null when the frontend has not been built. */
@Injectable()
export class SpaIndex {
  private readonly html: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const file = join(config.staticDir, 'index.html');
    this.html = existsSync(file) ? readFileSync(file) : null;
  }

  /** index.html for a browser asking for a client route; API paths keep their JSON 404. */
  htmlFor(url: string, accept: string | undefined): Buffer | null {
    const path = url.split('?')[0] ?? url;
    const isApi = path === '/api' || path.startsWith('/api/');
    const isClientRouteUnderApi = SPA_ROUTES_UNDER_API.some((route) => path === route || path.startsWith(`${route}/`));
    if (isApi && !(isClientRouteUnderApi && accept?.includes('text/html'))) return null;
    return this.html;
  }
}
