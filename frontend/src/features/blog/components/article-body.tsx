import { Typography } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** A link to one of the app's own pages (not the feed, a file, or another site). */
function appPath(anchor: HTMLAnchorElement): string | null {
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//') || /\.\w+$/.test(href.split(/[?#]/)[0] ?? '')) return null;
  return anchor.target && anchor.target !== '_self' ? null : href;
}

/**
 * An article's HTML, sanitised by the server when it rendered the Markdown. Links to the app's own pages move
 * within the app (no reload); a modified click (new tab) and every other link behave as links always do.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const followAppLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const path = anchor ? appPath(anchor) : null;
    if (!path) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    // Enter on a focused link fires the same click, so keyboard users get the in-app move too.
    <Typography className="article-body" onClick={followAppLink} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
