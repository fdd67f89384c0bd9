import { Injectable } from '@nestjs/common';

/** What a domain knows about one of its pages, for the HTML head; null when the page does not exist (404). */
export interface SpaPageFacts {
  /** The page's own title (the site name is added). */
  title?: string;
  /** Shortened to fit a search result. */
  description?: string;
  /** This visitor is sent elsewhere (302), e.g. a member opening the visitors' landing page. */
  redirect?: string;
}

/** Who asks for a page: the cookies their browser sent. */
export interface SpaVisitor {
  cookies: Record<string, string | undefined>;
}

export type SpaRouteCheck = (params: Record<string, string>, visitor: SpaVisitor) => Promise<SpaPageFacts | null>;

/**
 * Client routes with a dynamic segment (`/quizzes/:slug`, `/blog/:slug`) exist only for values a domain knows.
 * Infra keeps the registry; a domain registers its check for a pattern of the page table at start-up, e.g.
 * `checks.register('/quizzes/:slug', ({ slug }) => quizzes.pageFacts(slug))`. A pattern without a check is
 * served for any value (its page explains a missing item itself). A check may also send a visitor elsewhere (a
 * member asking for the visitors' landing page goes to the dashboard before any JavaScript runs).
 */
@Injectable()
export class SpaRouteChecks {
  private readonly checks = new Map<string, SpaRouteCheck>();

  register(pattern: string, check: SpaRouteCheck): void {
    if (this.checks.has(pattern)) throw new Error(`A check for ${pattern} is already registered`);
    this.checks.set(pattern, check);
  }

  /** The facts of a matched page: `{}` when nobody checks this pattern, null when its domain does not know it. */
  async facts(pattern: string, params: Record<string, string>, visitor: SpaVisitor): Promise<SpaPageFacts | null> {
    const check = this.checks.get(pattern);
    return check ? check(params, visitor) : {};
  }
}
