import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import { type ArticleFile, parseArticleFile } from './article-file';

/**
 * The Markdown shipped beside the code: `backend/content/blog` and `backend/content/guides`. Both `src/blog` and
 * `dist/blog` sit two levels below `backend`, so the same path serves tests, `npm start` and the Docker image.
 */
export const CONTENT_DIR = resolve(__dirname, '../../../content');
export const BLOG_DIR = join(CONTENT_DIR, 'blog');
export const GUIDES_DIR = join(CONTENT_DIR, 'guides');

/** Every `.md` file of a folder, parsed and validated, in file-name order; the first bad file throws. */
export function readArticleFiles<S extends z.ZodType>(dir: string, schema: S): ArticleFile<z.output<S>>[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseArticleFile(name, readFileSync(join(dir, name), 'utf8'), schema));
}
