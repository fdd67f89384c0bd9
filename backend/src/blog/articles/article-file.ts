import { blogSlugSchema, blogTagSchema, BLOG_WORDS_PER_MINUTE, isCalendarDate } from '@trivia/contracts';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { z } from 'zod';
import { renderMarkdown, type RenderedMarkdown } from './render-markdown';

/**
 * Front matter is read with YAML's JSON schema: YAML 1.1 would turn an unquoted 2026-02-30 into a Date of 2 March
 * without a word, while as text it can be checked as a day of the calendar.
 */
const FRONT_MATTER_YAML = {
  yaml: { parse: (text: string) => yaml.safeLoad(text, { schema: yaml.JSON_SCHEMA }) as object },
};

const calendarDay = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2026-01-20` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date like 2026-01-20` })
    .refine(isCalendarDate, { error: `${label} is not a day of the calendar` });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be ${max} characters or fewer` })
    .refine((value) => !/[<>]/.test(value), { error: `${label} must be plain text` });

export const postFrontMatterSchema = z
  .strictObject({
    title: text('title', 120),
    date: calendarDay('date'),
    updated: calendarDay('updated').optional(),
    author: text('author', 80),
    tags: z.array(blogTagSchema).min(1, { error: 'tags needs at least one tag' }).max(6),
    summary: text('summary', 300),
  })
  .refine((post) => !post.updated || post.updated >= post.date, {
    error: 'updated cannot be before date',
    path: ['updated'],
  });
export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;

export const guideFrontMatterSchema = z.strictObject({
  title: text('title', 120),
  updated: calendarDay('updated'),
  summary: text('summary', 300),
});
export type GuideFrontMatter = z.output<typeof guideFrontMatterSchema>;

export interface ArticleFile<F> {
  slug: string;
  meta: F;
  body: RenderedMarkdown;
  readingMinutes: number;
}

export class ArticleFileError extends Error {}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / BLOG_WORDS_PER_MINUTE));
}

/**
 * One Markdown file with its front matter, validated and rendered: the slug is the file's name. Throws an
 * ArticleFileError naming the file and every problem, so a bad post fails the tests and the start-up, never a page.
 */
export function parseArticleFile<S extends z.ZodType>(
  fileName: string,
  source: string,
  schema: S,
): ArticleFile<z.output<S>> {
  const slug = blogSlugSchema.safeParse(fileName.replace(/\.md$/, ''));
  if (!fileName.endsWith('.md') || !slug.success) {
    throw new ArticleFileError(`${fileName}: the file name must be a slug ending in .md`);
  }
  let parsed: ReturnType<typeof matter>;
  try {
    // Passing options also keeps gray-matter from caching by content, so each call parses afresh.
    parsed = matter(source, { engines: FRONT_MATTER_YAML });
  } catch (error) {
    throw new ArticleFileError(`${fileName}: the front matter is not valid YAML (${(error as Error).message})`);
  }
  const meta = schema.safeParse(parsed.data);
  if (!meta.success) {
    const problems = meta.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`);
    throw new ArticleFileError(`${fileName}: ${problems.join('; ')}`);
  }
  if (!parsed.content.trim()) throw new ArticleFileError(`${fileName}: the article has no text`);
  const body = renderMarkdown(parsed.content);
  return { slug: slug.data, meta: meta.data as z.output<S>, body, readingMinutes: readingMinutes(body.words) };
}
