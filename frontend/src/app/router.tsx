import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ADMIN_SECTION_PATHS } from '@trivia/contracts';
import { RedirectIfLoggedIn, RequireAuth } from '../features/auth';
import { AppLayout } from './layout/app-layout';
import { RootRoute } from './layout/root-route';
import { NotFoundPage } from '../components/not-found-page';
import { guarded } from './routes/guarded';
import * as Pages from './routes/lazy-pages';

/** /pricing and the vertical pricing pages (spec section 2), each keyed so switching between them starts afresh. */
const PRICING_ROUTES: RouteObject[] = (
  [
    ['pricing', 'all'],
    ['pricing/education', 'education'],
    ['pricing/teachers', 'teachers'],
    ['pricing/arena', 'arena'],
    ['pricing/corporate', 'corporate'],
  ] as const
)
  .map(([path, page]): RouteObject => ({ path, element: <Pages.PricingPage key={page} page={page} /> }))
  // The quiz API's tiers are a product line of their own, with their own page.
  .concat({ path: 'pricing/developers', element: <Pages.DeveloperPricingPage /> });

/** The developer portal (issue 15 §3): its landing page under two paths, and one dashboard under two. */
const DEVELOPER_ROUTES: RouteObject[] = [
  ...['developers', 'api/developers'].map((path) => ({ path, element: <Pages.DeveloperPortalPage key="portal" /> })),
  { path: 'api/developers/comparison', element: <Pages.ComparisonPage /> },
  { path: 'api/developers/signup', element: <Pages.DeveloperAuthPage key="signup" mode="register" /> },
  { path: 'api/developers/login', element: <Pages.DeveloperAuthPage key="login" mode="login" /> },
  ...['developers/dashboard', 'api/developers/dashboard'].map((path) => ({
    path,
    element: (
      <RequireAuth loginPath="/api/developers/login">
        <Pages.DeveloperDashboardPage key="dashboard" />
      </RequireAuth>
    ),
  })),
  { path: 'api/docs', element: <Pages.ApiDocsPage /> },
];

/** The two landing pages for pub hosts share one page with their own title and introduction. */
const PUB_LANDING_ROUTES: RouteObject[] = (['downloadable-pub-quiz', 'pub-quiz-download'] as const).map((page) => ({
  path: page,
  element: <Pages.PubQuizLandingPage key={page} page={page} />,
}));

/**
 * /admin's sections (their order and labels are the admin feature's ADMIN_SECTIONS); /admin is the live-room monitor.
 * The admin layout draws the section of its path itself, each from a chunk of its own (admin-section-pages.ts): the
 * routes only say which paths exist, so an unknown one is the 404 page.
 */
const ADMIN_ROUTES: RouteObject[] = [{ index: true }, ...ADMIN_SECTION_PATHS.map((path) => ({ path }))];

/**
 * The builder's pages are for members (the server answers DL_001 to those without the builder); a visitor who
 * opens /builder is shown its landing page instead of a log-in form.
 */
const BUILDER_ROUTES: RouteObject[] = [
  { path: 'builder', element: <Pages.BuilderPage /> },
  ...(
    [
      ['builder/drafts/:id', <Pages.DraftEditorPage key="draft" />],
      ['builder/quizzes/:slug/edit', <Pages.EditQuizPage key="edit" />],
    ] as const
  ).map(([path, page]) => ({ path, element: <RequireAuth>{page}</RequireAuth> })),
];

const builtPages: RouteObject[] = [
  {
    index: true,
    element: (
      <RedirectIfLoggedIn>
        <Pages.LandingPage />
      </RedirectIfLoggedIn>
    ),
  },
  { path: 'auth/login', element: <Pages.AuthScreen mode="login" /> },
  { path: 'auth/register', element: <Pages.AuthScreen mode="register" /> },
  { path: 'login', element: <Navigate to="/auth/login" replace /> },
  { path: 'register', element: <Navigate to="/auth/register" replace /> },
  {
    path: 'dashboard',
    element: (
      <RequireAuth>
        <Pages.DashboardPage />
      </RequireAuth>
    ),
  },
  {
    path: 'settings',
    element: (
      <RequireAuth>
        <Pages.SettingsPage />
      </RequireAuth>
    ),
  },
  {
    path: 'stats',
    element: (
      <RequireAuth>
        <Pages.UserStatsPage />
      </RequireAuth>
    ),
  },
  { path: 'verify-email', element: <Pages.VerifyEmailPage /> },
  { path: 'daily-quiz', element: <Pages.DailyStandardQuizPage /> },
  { path: 'daily-mc-quiz', element: <Pages.DailyMcQuizPage /> },
  { path: 'daily-quizzes', element: <Pages.DailyQuizzesPage /> },
  { path: 'daily-quizzes/leaderboard/:kind/:date', element: <Pages.DailyLeaderboardPage /> },
  { path: 'attributions', element: <Pages.AttributionsPage /> },
  {
    path: 'admin',
    element: guarded('admin', <Pages.AdminLayout />),
    children: ADMIN_ROUTES,
  },
  { path: 'privacy-policy', element: <Pages.PrivacyPolicyPage /> },
  { path: 'terms-of-service', element: <Pages.TermsOfServicePage /> },
  { path: 'cookie-policy', element: <Pages.CookiePolicyPage /> },
  { path: 'about', element: <Pages.AboutPage /> },
  { path: 'contact', element: <Pages.ContactPage /> },
  { path: 'qc-service', element: <Pages.QcServicePage /> },
  { path: 'arena', element: <Pages.ArenaPage /> },
  {
    path: 'arena/history',
    element: (
      <RequireAuth>
        <Pages.ArenaHistoryPage />
      </RequireAuth>
    ),
  },
  { path: 'arena/leaderboard', element: <Pages.ArenaLeaderboardPage /> },
  {
    path: 'arena/sessions/:id/me',
    element: (
      <RequireAuth>
        <Pages.OwnResultPage />
      </RequireAuth>
    ),
  },
  { path: 'arena/host-session', element: <Pages.HostSessionPage /> },
  ...PRICING_ROUTES,
  {
    path: 'billing',
    element: (
      <RequireAuth>
        <Pages.BillingPage />
      </RequireAuth>
    ),
  },
  {
    path: 'subscription/success',
    element: (
      <RequireAuth>
        <Pages.SubscriptionSuccessPage />
      </RequireAuth>
    ),
  },
  { path: 'quizzes', element: <Pages.CataloguePage /> },
  { path: 'quizzes/:slug', element: <Pages.QuizDetailPage /> },
  {
    path: 'library',
    element: (
      <RequireAuth>
        <Pages.LibraryPage />
      </RequireAuth>
    ),
  },
  {
    path: 'library/sessions/:id',
    element: (
      <RequireAuth>
        <Pages.SessionReportPage />
      </RequireAuth>
    ),
  },
  // Visitors see what contributing is and a way to log in; members get the form.
  { path: 'contribute', element: <Pages.ContributePage /> },
  ...PUB_LANDING_ROUTES,
  { path: 'custom-quiz-builder', element: <Pages.BuilderLandingPage /> },
  { path: 'white-label', element: <Pages.WhiteLabelPage /> },
  { path: 'corporate', element: <Pages.CorporatePage /> },
  { path: 'education', element: <Pages.EducationPage /> },
  { path: 'education/practice/:subject/:level', element: <Pages.PracticePage /> },
  { path: 'teachers', element: <Pages.TeachersPage /> },
  { path: 'ads-landing', element: <Pages.AdsLandingPage /> },
  { path: 'blog', element: <Pages.BlogListPage /> },
  { path: 'blog/:slug', element: <Pages.BlogPostPage /> },
  { path: 'hosting-guide', element: <Pages.HostingGuidePage /> },
  ...BUILDER_ROUTES,
  ...DEVELOPER_ROUTES,
  // The built-in test payment provider's own checkout page (a stand-in for Stripe's hosted page).
  { path: 'test-checkout/:sessionId', element: <Pages.TestCheckoutPage /> },
];

/** Every route of spec section 2; the splash page and a session's presenter and player screens have no header or footer. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { path: '/splash', element: <Pages.SplashPage /> },
      // A host-led session's two screens are the whole window: a projector's, and a phone's answer pad.
      { path: '/arena/present/:pin', element: <Pages.PresenterPage /> },
      { path: '/arena/play/:pin', element: <Pages.PlayerPage /> },
      {
        element: <AppLayout />,
        children: [...builtPages, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

/**
 * The app's routes, rendered by a plain <BrowserRouter> (main.tsx): the app loads its data with TanStack Query,
 * not route loaders, so the data router (about 16 KB of every first download) would carry nothing it uses. Render
 * errors are caught by the layouts' error boundaries (RouteErrorBoundary).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
