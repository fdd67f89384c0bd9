import { SITE_NAME, siteTitle } from './site-identity.js';
import { ADMIN_SECTION_PATHS, DEVELOPER_DASHBOARD_PATH } from './site-paths.js';

/**
 * One screen of the spec's route table (section 2), as the server and the browser both describe it. `path` uses
 * the router's pattern syntax (`:name` is one segment). `indexable: false` keeps a page out of search results and
 * the sitemap: accounts, admin, one-off links and pages that only redirect.
 */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  indexable: boolean;
}

const page = (path: string, title: string, description: string, indexable = true): PageMeta => ({
  path,
  title: siteTitle(title),
  description,
  indexable,
});
const privatePage = (path: string, title: string, description: string) => page(path, title, description, false);

const PRICING_TEXT =
  'Plans from free to £299 a year: weekly pub quiz packs, a custom quiz builder, bigger Arena rooms and no adverts.';
const DEVELOPER_DASHBOARD_TEXT = 'Your quiz API keys, usage this month and API tier in one place.';

const HOME_AND_MARKETING: PageMeta[] = [
  {
    path: '/',
    title: `${SITE_NAME} – trusted trivia for every stage`,
    description:
      'Trusted trivia for every stage: free daily quizzes, downloadable pub quiz packs, a custom quiz builder, live Arena battles and a quiz API.',
    indexable: true,
  },
  page(
    '/splash',
    'Pub quizzes ready to run',
    'Weekly pub quiz packs with answer sheets and live scoring, checked by our question QC. Try today’s quiz free.',
  ),
  page(
    '/hosting-guide',
    'How to host a pub quiz',
    'A practical guide to hosting a pub quiz night with our packs and live scoring: rounds, timing, scoring and prizes.',
  ),
  privatePage(
    '/ads-landing',
    'Play today’s free quiz',
    'Play today’s free daily quiz, then pick a plan for weekly pub quiz packs and custom quizzes.',
  ),
  page(
    '/corporate',
    'Corporate quizzes and team building',
    'Team-building quizzes for offices and remote teams, hosted live with scoring and analytics.',
  ),
  page(
    '/education',
    'GCSE and A-Level revision quizzes',
    'Revision quizzes for GCSE and A-Level students by subject and level, playable alone or in class.',
  ),
  page(
    '/teachers',
    'Quiz resources for teachers',
    'Classroom quiz resources: curriculum-tagged revision quizzes, a custom builder and live class sessions.',
  ),
  page(
    '/qc-service',
    'Question QC as a service',
    'Send us your trivia questions: we check facts, spelling and fairness the way we check our own bank.',
  ),
  page(
    '/white-label',
    'White-label quizzes',
    'Run our daily quizzes and live Arena under your own brand on your own site.',
  ),
  page(
    '/downloadable-pub-quiz',
    'Downloadable pub quiz',
    'Download a ready-to-run pub quiz: printable question and answer sheets, host notes and a free sample.',
  ),
  page(
    '/pub-quiz-download',
    'Pub quiz download',
    'Pub quiz packs to download every week: PDF and CSV question sheets, answer sheets and host notes.',
  ),
  page(
    '/custom-quiz-builder',
    'Custom quiz builder',
    'Build your own quiz from our checked question bank and your own questions, then print or host it live.',
  ),
  page(
    '/builder',
    'Quiz builder',
    'Build a quiz of your own from our question bank and yours, ready to print, download or host live.',
  ),
  page(
    '/contribute',
    'Contribute questions',
    'Suggest trivia questions for our bank: every one is checked before it is used.',
  ),
];

const PLAY: PageMeta[] = [
  page(
    '/daily-quiz',
    'Daily quiz',
    'Today’s free daily quiz: ten questions, one try, with a leaderboard and your streak.',
  ),
  page(
    '/daily-mc-quiz',
    'Daily multiple-choice quiz',
    'Today’s free multiple-choice daily quiz: ten questions, four options each, with a leaderboard.',
  ),
  page('/daily-quizzes', 'Daily quizzes', 'Every daily quiz, its leaderboards and past days to practise on.'),
  page(
    '/daily-quizzes/leaderboard/:kind/:date',
    'Daily quiz leaderboard',
    'The leaderboard of one day’s daily quiz: ranks, scores and times.',
  ),
  page(
    '/quizzes',
    'Quiz catalogue',
    'Browse ready-made quizzes by theme, difficulty and audience: preview a round free, then download or host live.',
  ),
  page(
    '/quizzes/:slug',
    'Quiz',
    'A ready-made quiz: its rounds, a free preview round and files to download or host live.',
  ),
  page(
    '/arena',
    'Arena live quiz battles',
    'Live quiz battles: make a room, share the code and play friends in real time.',
  ),
  page('/arena/leaderboard', 'Arena leaderboard', 'The Arena’s top players this season by rating.'),
  page(
    '/arena/host-session',
    'Host a live quiz',
    'Host a live quiz session: show questions on a screen while players answer on their phones.',
  ),
  privatePage('/arena/present/:pin', 'Presenter screen', 'The presenter screen of a live quiz session.'),
  privatePage('/arena/play/:pin', 'Join a live quiz', 'Answer a live quiz session from your phone.'),
  page(
    '/education/practice/:subject/:level',
    'Revision practice',
    'Revision questions for one subject and level, from our curriculum-tagged bank: practise alone or in class.',
  ),
  page(
    '/attributions',
    'Question sources and attributions',
    'Where our trivia questions come from and the licences they are used under.',
  ),
];

const PRICING: PageMeta[] = [
  page('/pricing', 'Pricing', PRICING_TEXT),
  page(
    '/pricing/education',
    'Pricing for students',
    'Plans for GCSE and A-Level students: free daily practice, or Essentials to build your own revision quizzes.',
  ),
  page(
    '/pricing/teachers',
    'Pricing for teachers',
    'Plans for teachers: free daily quizzes, or Essentials for custom classroom quizzes and bigger live rooms.',
  ),
  page(
    '/pricing/arena',
    'Pricing for Arena players',
    'Plans for Arena players: free battles with friends, or bigger rooms and no adverts.',
  ),
  page(
    '/pricing/developers',
    'Quiz API pricing',
    'Quiz API tiers: a free key to start, then higher limits for production apps.',
  ),
  page(
    '/pricing/corporate',
    'Pricing for teams',
    'Plans for corporate quizzes and team building: live rooms for the whole office and every pack.',
  ),
];

const CONTENT_AND_COMPANY: PageMeta[] = [
  page(
    '/blog',
    'Blog',
    'Articles on running a quiz night, writing fair questions, classroom revision games and what is new.',
  ),
  page('/blog/:slug', 'Blog', 'An article from the Trivia Platform blog.'),
  page(
    '/privacy-policy',
    'Privacy policy',
    'How Trivia Platform collects, uses and protects your personal data under UK GDPR.',
  ),
  page(
    '/terms-of-service',
    'Terms of service',
    'The terms that apply when you use Trivia Platform, its plans and its quiz API.',
  ),
  page('/cookie-policy', 'Cookie policy', 'The cookies Trivia Platform uses, why, and how to change your choices.'),
  page('/about', 'About us', 'Who we are and why we build trusted trivia for pubs, classrooms, teams and players.'),
  page('/contact', 'Contact us', 'Get in touch with Trivia Platform about support, sales, privacy or the quiz API.'),
];

const DEVELOPERS: PageMeta[] = [
  page(
    '/developers',
    'Developer portal',
    'The quiz API for developers: checked trivia questions over REST, keys, tiers and documentation.',
  ),
  page(
    '/api/developers',
    'Developer portal',
    'The quiz API for developers: checked trivia questions over REST, keys, tiers and documentation.',
  ),
  page(
    '/api/developers/comparison',
    'Quiz API comparison',
    'How our quiz API compares with other trivia APIs: questions, checks, limits and price.',
  ),
  privatePage('/api/developers/signup', 'Developer sign up', 'Sign up for a quiz API key.'),
  privatePage('/api/developers/login', 'Developer log in', 'Log in to manage your quiz API keys.'),
  privatePage('/api/developers/dashboard', 'Developer dashboard', DEVELOPER_DASHBOARD_TEXT),
  privatePage(DEVELOPER_DASHBOARD_PATH, 'Developer dashboard', DEVELOPER_DASHBOARD_TEXT),
  page(
    '/api/docs',
    'Quiz API documentation',
    'Reference documentation for the quiz REST API: endpoints, parameters, errors and rate limits.',
  ),
];

const ACCOUNT: PageMeta[] = [
  privatePage('/auth/login', 'Log in', 'Log in to your Trivia Platform account.'),
  privatePage(
    '/auth/register',
    'Create your account',
    'Create a free Trivia Platform account to keep your streak and results.',
  ),
  privatePage('/login', 'Log in', 'Log in to your Trivia Platform account.'),
  privatePage('/register', 'Create your account', 'Create a free Trivia Platform account.'),
  privatePage('/verify-email', 'Email verification', 'Confirm your e-mail address.'),
  privatePage('/dashboard', 'Dashboard', 'What to do next: today’s quizzes, your streak, results, library and plan.'),
  privatePage(
    '/settings',
    'Account settings',
    'Your profile, password, two-factor authentication and privacy choices.',
  ),
  privatePage('/stats', 'My stats', 'Your daily quiz streak, accuracy and history.'),
  privatePage('/billing', 'Billing and subscription', 'Your plan, invoices and payment details.'),
  privatePage('/subscription/success', 'Subscription confirmed', 'Your subscription is active.'),
  privatePage('/library', 'My library', 'Your saved and downloaded quizzes and hosted sessions.'),
  privatePage('/library/sessions/:id', 'Session report', 'The report of a live quiz session you hosted.'),
  privatePage('/arena/history', 'My Arena matches', 'Your rank, score and rating change in each Arena game.'),
  privatePage('/arena/sessions/:id/me', 'My result', 'Your result in a live quiz session.'),
  privatePage('/builder/drafts/:id', 'Edit your quiz', 'Edit a draft quiz in the builder.'),
  privatePage('/builder/quizzes/:slug/edit', 'Edit your quiz', 'Edit a quiz you built in the builder.'),
  privatePage('/test-checkout/:sessionId', 'Checkout', 'The built-in test payment page.'),
];

const ADMIN_TEXT = 'Site administration for Trivia Platform staff.';
const ADMIN: PageMeta[] = [
  privatePage('/admin', 'Admin', ADMIN_TEXT),
  ...ADMIN_SECTION_PATHS.map((section) => privatePage(`/admin/${section}`, 'Admin', ADMIN_TEXT)),
];

/** Every client route: the server answers 404 for any other path, and the router test keeps both in step. */
export const PAGE_META: readonly PageMeta[] = [
  ...HOME_AND_MARKETING,
  ...PLAY,
  ...PRICING,
  ...CONTENT_AND_COMPANY,
  ...DEVELOPERS,
  ...ACCOUNT,
  ...ADMIN,
];

/** What the 404 page says in its head. */
export const NOT_FOUND_META: PageMeta = privatePage(
  '*',
  'Page not found',
  'The page you asked for does not exist. Try the quiz catalogue, today’s daily quiz or the home page.',
);
