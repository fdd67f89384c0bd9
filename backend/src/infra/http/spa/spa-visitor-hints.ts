import { Injectable } from '@nestjs/common';
import type { SpaVisitor } from './spa-route-checks';

/** A `<meta name content>` a page carries for the app to read before its first request. */
export interface SpaVisitorHint {
  name: string;
  content: string;
}

export type SpaVisitorHintSource = (visitor: SpaVisitor) => SpaVisitorHint | null;

/**
 * What a domain can tell the app about the browser asking for a page, from its request alone (no lookup): e.g. auth
 * says "no session" when no session cookie came, so the app does not ask who the visitor is. Infra keeps the list;
 * domains register at start-up; every page (the 404 page too) carries the hints that apply.
 */
@Injectable()
export class SpaVisitorHints {
  private readonly sources: SpaVisitorHintSource[] = [];

  register(source: SpaVisitorHintSource): void {
    this.sources.push(source);
  }

  for(visitor: SpaVisitor): SpaVisitorHint[] {
    return this.sources.map((source) => source(visitor)).filter((hint): hint is SpaVisitorHint => hint !== null);
  }
}
