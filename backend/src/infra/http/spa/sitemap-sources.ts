import { Injectable } from '@nestjs/common';

export interface SitemapEntry {
  /** A site path (`/quizzes/capital-cities`); the public URL is put in front. */
  path: string;
  lastModified?: Date;
}

export type SitemapSource = () => Promise<SitemapEntry[]>;

/**
 * Pages the sitemap lists beyond the page table's fixed ones: each domain with public pages of its own (catalogue
 * quizzes, blog posts) registers a source at start-up, e.g. `sources.register('catalogue', () => quizzes.pages())`.
 */
@Injectable()
export class SitemapSources {
  private readonly sources = new Map<string, SitemapSource>();

  register(name: string, source: SitemapSource): void {
    if (this.sources.has(name)) throw new Error(`A sitemap source named ${name} is already registered`);
    this.sources.set(name, source);
  }

  async entries(): Promise<SitemapEntry[]> {
    const lists = await Promise.all([...this.sources.values()].map((source) => source()));
    return lists.flat();
  }
}
