import type { VerticalId } from '../verticals/verticals.js';

export interface NavItem {
  path: string;
  label: string;
  /** The feature flag the item needs (checked only when logged in, so visitors never see it). */
  flag?: 'arena_multiplayer';
}

/** Desktop navigation per vertical (spec section 2, "Header"). */
export const NAV_BY_VERTICAL: Record<VerticalId, NavItem[]> = {
  pub: [
    { path: '/daily-quizzes', label: 'Daily Quizzes' },
    { path: '/quizzes', label: 'Quiz Catalogue' },
    { path: '/pricing', label: 'Pricing' },
    { path: '/hosting-guide', label: 'Hosting Guide' },
    { path: '/blog', label: 'Blog' },
  ],
  student: [
    { path: '/education', label: 'GCSE/A-Level' },
    { path: '/daily-quizzes', label: 'Practice Quizzes' },
    { path: '/builder', label: 'Create Quiz' },
    { path: '/pricing/education', label: 'Pricing' },
  ],
  teacher: [
    { path: '/teachers', label: 'Teacher Resources' },
    { path: '/quizzes', label: 'Quiz Library' },
    { path: '/builder', label: 'Custom Builder' },
    { path: '/pricing/teachers', label: 'Pricing' },
  ],
  corporate: [
    { path: '/corporate', label: 'Corporate Solutions' },
    { path: '/quizzes', label: 'Team Building Quizzes' },
    { path: '/builder', label: 'Quiz Builder' },
    { path: '/pricing/corporate', label: 'Pricing' },
  ],
  gamer: [
    { path: '/arena', label: 'Arena', flag: 'arena_multiplayer' },
    { path: '/daily-quizzes', label: 'Practice Mode' },
    { path: '/pricing/arena', label: 'Pricing' },
    { path: '/blog', label: 'Blog' },
  ],
  developer: [
    { path: '/api/docs', label: 'API Docs' },
    { path: '/developers', label: 'Developer Portal' },
    { path: '/api/developers/comparison', label: 'API Comparison' },
    { path: '/pricing/developers', label: 'API Pricing' },
  ],
  universal: [
    { path: '/daily-quizzes', label: 'Daily Quizzes' },
    { path: '/quizzes', label: 'Catalogue' },
    { path: '/builder', label: 'Custom Builder' },
    { path: '/arena', label: 'Arena', flag: 'arena_multiplayer' },
    { path: '/hosting-guide', label: 'Hosting Guide' },
    { path: '/blog', label: 'Blog' },
    { path: '/api/docs', label: 'Developer API' },
    { path: '/pricing', label: 'Pricing' },
  ],
};

export interface NavContext {
  loggedIn: boolean;
  /** Features the logged-in user has; ignored when logged out. */
  features: readonly string[];
}

const isPricing = (path: string) => path === '/pricing' || path.startsWith('/pricing/');

function visible(item: NavItem, context: NavContext): boolean {
  if (isPricing(item.path) && context.loggedIn) return false;
  if (item.flag) return context.loggedIn && context.features.includes(item.flag);
  return true;
}

/** The header's links for a vertical: pricing hidden when logged in, flagged items only with the flag. */
export function navItemsFor(vertical: VerticalId | null, context: NavContext): NavItem[] {
  return NAV_BY_VERTICAL[vertical ?? 'universal'].filter((item) => visible(item, context));
}

/** A link is active when the path matches exactly or as a prefix of whole segments. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

export interface MobileMenuContext extends NavContext {
  isAdmin: boolean;
}

export interface MobileMenuItem {
  label: string;
  path?: string;
  /** Items that are actions rather than links. */
  action?: 'logout';
}

/** The mobile menu (spec section 2): fixed links, then the account links or Log In/Sign Up. */
export function mobileMenuItems(context: MobileMenuContext): MobileMenuItem[] {
  // The spec's mobile list is the universal navigation, item for item.
  const links = NAV_BY_VERTICAL.universal;
  const items: MobileMenuItem[] = links
    .filter((item) => visible(item, context))
    .map(({ path, label }) => ({ path, label }));
  if (!context.loggedIn) {
    return [...items, { path: '/auth/login', label: 'Log In' }, { path: '/auth/register', label: 'Sign Up' }];
  }
  return [
    ...items,
    { path: '/dashboard', label: 'Dashboard' },
    ...(context.isAdmin ? [{ path: '/admin', label: 'Admin' }] : []),
    { path: '/settings', label: 'Settings' },
    { label: 'Log Out', action: 'logout' as const },
  ];
}
