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

const DEVELOPER_DASHBOARD =
  'Your API keys, usage and tier will be managed from this dashboard once the developer API launches.';

/** Every route of the spec's table whose screen is not built yet (the README lists them from here). */
export const COMING_SOON_ROUTES: ComingSoonRoute[] = [
  route('/ads-landing', 'Pub Quizzes', 'This page for visitors arriving from our adverts is coming soon.'),
  route(
    '/corporate',
    'Corporate Solutions',
    'Team-building quizzes with analytics for organisations are on their way.',
  ),
  route('/education', 'GCSE and A-Level Revision', 'Revision quizzes for GCSE and A-Level students are on their way.'),
  route('/teachers', 'Teacher Resources', 'Classroom quiz resources for teachers are on their way.'),
  route(
    '/developers',
    'Developer Portal',
    'The developer portal for the quiz API is being built and will appear here soon.',
  ),
  route(
    '/api/developers',
    'Developer Portal',
    'The developer portal for the quiz API is being built and will appear here soon.',
  ),
  route(
    '/api/developers/comparison',
    'API Comparison',
    'A comparison of the quiz API tiers will be published here soon.',
  ),
  route('/api/developers/signup', 'Developer Sign Up', 'Sign-up for quiz API keys opens soon.'),
  route('/api/developers/login', 'Developer Log In', 'Log-in for quiz API developers opens soon.'),
  route('/api/developers/dashboard', 'Developer Dashboard', DEVELOPER_DASHBOARD),
  route('/developers/dashboard', 'Developer Dashboard', DEVELOPER_DASHBOARD),
  route('/api/docs', 'API Documentation', 'Documentation for the quiz REST API will be published here soon.'),
];
