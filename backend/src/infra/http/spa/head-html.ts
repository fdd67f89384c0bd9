import { FIRST_PAINT_SCRIPT, type PageHead } from '@trivia/contracts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** JSON inside a script element: `<` escaped so no value can close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head tags of one page, as HTML. */
export function headHtml(head: PageHead): string {
  return [
    `<script>${FIRST_PAINT_SCRIPT}</script>`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...head.metas.map(
      (tag) => `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" />`,
    ),
    ...head.structuredData.map(
      (data) => `<script type="application/ld+json" data-page-head>${jsonForScript(data)}</script>`,
    ),
  ].join('\n    ');
}

/** The built index.html without its default title and description: what every page's head goes into. */
export function withoutDefaultHead(indexHtml: string): string {
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
}

/** The page's own scripts, fetched alongside the app's entry (the same links Vite writes for the entry's imports). */
export function modulePreloadHtml(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`).join('\n    ');
}

/** `withoutDefaultHead`'s page with a page's head (and its scripts' preload links) at the end of its head element. */
export function insertHead(bare: string, head: PageHead, preloads: readonly string[] = []): string {
  const tags = preloads.length > 0 ? `${headHtml(head)}\n    ${modulePreloadHtml(preloads)}` : headHtml(head);
  return bare.replace(/<\/head>/i, `  ${tags}\n  </head>`);
}
