import type { GuideHeading } from '@trivia/contracts';
import type { Element, Root } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

export interface RenderedMarkdown {
  /** Sanitised HTML: raw HTML in the source is dropped, and scripts, handlers and unsafe links are removed. */
  html: string;
  /** The h2 and h3 headings with the ids they carry in `html`, for a table of contents. */
  headings: GuideHeading[];
  /** Words of running text, for the reading time. */
  words: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

function textOf(node: Root | Element | Root['children'][number]): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' || node.type === 'root') return node.children.map(textOf).join('');
  return '';
}

/** Collects headings and counts words from the sanitised tree, after the slugs are on it. */
function outline(tree: Root): Omit<RenderedMarkdown, 'html'> {
  const headings: GuideHeading[] = [];
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const depth = child.tagName === 'h2' ? 2 : child.tagName === 'h3' ? 3 : null;
      if (depth && typeof child.properties.id === 'string') {
        headings.push({ id: child.properties.id, text: textOf(child).trim(), depth });
      }
      visit(child);
    }
  };
  visit(tree);
  return { headings, words: textOf(tree).match(WORD)?.length ?? 0 };
}

/**
 * Markdown (with GitHub's tables and autolinks) to HTML fit to insert into a page. Sanitising runs before the
 * heading ids are added, so its id prefix never applies to them and the table of contents links line up.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize).use(rehypeSlug);
  const tree = processor.runSync(processor.parse(markdown));
  const html = unified().use(rehypeStringify).stringify(tree);
  return { html, ...outline(tree) };
}
