import type { PageHead } from '@trivia/contracts';

/** The <meta> element for a name or property, made if the page has none yet. */
function metaElement(doc: Document, attribute: 'name' | 'property', key: string): HTMLMetaElement {
  const existing = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (existing) return existing;
  const created = doc.createElement('meta');
  created.setAttribute(attribute, key);
  doc.head.append(created);
  return created;
}

function applyCanonical(doc: Document, href: string | null): void {
  const existing = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    existing?.remove();
    return;
  }
  const link = existing ?? doc.createElement('link');
  link.rel = 'canonical';
  link.href = href;
  if (!existing) doc.head.append(link);
}

/** Puts a page's head into the document, replacing the previous page's (as the server writes it on a full load). */
export function applyPageHead(doc: Document, head: PageHead): void {
  doc.title = head.title;
  metaElement(doc, 'name', 'description').content = head.description;
  applyCanonical(doc, head.canonical);
  for (const tag of head.metas) metaElement(doc, tag.attribute, tag.key).content = tag.content;
  if (!head.canonical) doc.head.querySelector('meta[property="og:url"]')?.remove();
  doc.head.querySelectorAll('script[data-page-head]').forEach((script) => script.remove());
  for (const data of head.structuredData) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.pageHead = '';
    script.textContent = JSON.stringify(data);
    doc.head.append(script);
  }
}
