// The site's name and social card: a module of their own, so a page title needs no page table.

/** The product's name as search results and link previews show it. */
export const SITE_NAME = 'Trivia Platform';

/** A page's full title as browsers, search results and social cards show it: "Pricing | Trivia Platform". */
export const siteTitle = (title: string): string => `${title} | ${SITE_NAME}`;

/** The social card every page shares (1200×630 PNG in the frontend's public folder). */
export const SOCIAL_CARD = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
  alt: 'Trivia Platform: trusted trivia for every stage',
} as const;
