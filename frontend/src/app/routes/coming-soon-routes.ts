/** Who may open a placeholder: everyone, logged-in users, or administrators. */
export type RouteAccess = 'public' | 'user' | 'admin';

export interface ComingSoonRoute {
  path: string;
  title: string;
  description: string;
  access: RouteAccess;
}

const route = (path: string, title: string, description: string, access: RouteAccess = 'public'): ComingSoonRoute => ({
  path,
  title,
  description,
  access,
});

/** Every route of the spec's table whose screen is not built yet (the README lists them from here). */
export const COMING_SOON_ROUTES: ComingSoonRoute[] = [
  route(
    '/hosting-guide',
    'Hosting Guide',
    'A practical guide to hosting a great pub quiz is being written and will appear here soon.',
  ),
  route('/ads-landing', 'Pub Quizzes', 'This page for visitors arriving from our adverts is coming soon.'),
  route(
    '/corporate',
    'Corporate Solutions',
    'Team-building quizzes with analytics for organisations are on their way.',
  ),
  route('/education', 'GCSE and A-Level Revision', 'Revision quizzes for GCSE and A-Level students are on their way.'),
  route('/teachers', 'Teacher Resources', 'Classroom quiz resources for teachers are on their way.'),
  route('/blog', 'Blog', 'Articles on quiz hosting and trivia are coming soon.'),
  route(
    '/blog/:slug',
    'Blog',
    'This article is not published yet. Articles on quiz hosting and trivia are coming soon.',
  ),
];
