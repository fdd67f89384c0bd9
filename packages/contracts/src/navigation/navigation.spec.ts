import { isActivePath, mobileMenuItems, navItemsFor, type NavItem } from './navigation.js';
import type { VerticalId } from '../verticals/verticals.js';

// Spec section 2, "Header", desktop navigation per vertical. `label` is given only where the spec names
// it (in brackets after the path); `arena` marks the items the spec says need arena_multiplayer.
type SpecItem = { path: string; label?: string; arena?: true };
const SPEC_NAV: Record<VerticalId, SpecItem[]> = {
  pub: [
    { path: '/daily-quizzes' },
    { path: '/quizzes', label: 'Quiz Catalogue' },
    { path: '/pricing' },
    { path: '/hosting-guide' },
    { path: '/blog' },
  ],
  student: [
    { path: '/education', label: 'GCSE/A-Level' },
    { path: '/daily-quizzes', label: 'Practice Quizzes' },
    { path: '/builder', label: 'Create Quiz' },
    { path: '/pricing/education' },
  ],
  teacher: [
    { path: '/teachers', label: 'Teacher Resources' },
    { path: '/quizzes', label: 'Quiz Library' },
    { path: '/builder', label: 'Custom Builder' },
    { path: '/pricing/teachers' },
  ],
  corporate: [
    { path: '/corporate', label: 'Corporate Solutions' },
    { path: '/quizzes', label: 'Team Building Quizzes' },
    { path: '/builder' },
    { path: '/pricing/corporate' },
  ],
  gamer: [
    { path: '/arena', arena: true },
    { path: '/daily-quizzes', label: 'Practice Mode' },
    { path: '/pricing/arena' },
    { path: '/blog' },
  ],
  developer: [
    { path: '/api/docs', label: 'API Docs' },
    { path: '/developers', label: 'Developer Portal' },
    { path: '/api/developers/comparison', label: 'API Comparison' },
    { path: '/pricing/developers', label: 'API Pricing' },
  ],
  universal: [
    { path: '/daily-quizzes' },
    { path: '/quizzes', label: 'Catalogue' },
    { path: '/builder' },
    { path: '/arena', arena: true },
    { path: '/hosting-guide' },
    { path: '/blog' },
    { path: '/api/docs', label: 'Developer API' },
    { path: '/pricing' },
  ],
};

const isPricing = (path: string) => path === '/pricing' || path.startsWith('/pricing/');

/** What the spec says a user sees: pricing hidden when logged in; Arena only when logged in with the flag. */
function expectedNav(vertical: VerticalId, loggedIn: boolean, arenaFlag: boolean): SpecItem[] {
  return SPEC_NAV[vertical].filter((item) => {
    if (loggedIn && isPricing(item.path)) return false;
    if (item.arena) return loggedIn && arenaFlag;
    return true;
  });
}

function checkAgainstSpec(actual: NavItem[], expected: SpecItem[]) {
  expect(actual.map((item) => item.path)).toEqual(expected.map((item) => item.path));
  expected.forEach((item, index) => {
    if (item.label) expect(actual[index]?.label).toBe(item.label);
    else expect(actual[index]?.label.trim()).toBeTruthy();
  });
}

const VERTICALS: VerticalId[] = ['pub', 'student', 'teacher', 'corporate', 'gamer', 'developer', 'universal'];
const cases = VERTICALS.flatMap((vertical) =>
  [
    { loggedIn: false, features: [] as string[] },
    { loggedIn: false, features: ['arena_multiplayer'] },
    { loggedIn: true, features: [] as string[] },
    { loggedIn: true, features: ['arena_multiplayer'] },
  ].map((context) => ({ vertical, ...context })),
);

describe('navItemsFor: spec section 2 desktop navigation', () => {
  it.each(cases)('$vertical, loggedIn=$loggedIn, features=$features', ({ vertical, loggedIn, features }) => {
    const actual = navItemsFor(vertical, { loggedIn, features });
    checkAgainstSpec(actual, expectedNav(vertical, loggedIn, features.includes('arena_multiplayer')));
  });

  it.each`
    loggedIn | features
    ${false} | ${[]}
    ${true}  | ${[]}
    ${true}  | ${['arena_multiplayer']}
  `('null vertical is universal (loggedIn=$loggedIn, features=$features)', ({ loggedIn, features }) => {
    expect(navItemsFor(null, { loggedIn, features })).toEqual(navItemsFor('universal', { loggedIn, features }));
  });

  it.each(VERTICALS.map((vertical) => [vertical]))('%s: no pricing link of any kind when logged in', (vertical) => {
    const paths = navItemsFor(vertical, { loggedIn: true, features: ['arena_multiplayer'] }).map((item) => item.path);
    expect(paths.filter((path) => path.startsWith('/pricing'))).toEqual([]);
  });

  it.each`
    vertical       | pricingPath
    ${'pub'}       | ${'/pricing'}
    ${'student'}   | ${'/pricing/education'}
    ${'teacher'}   | ${'/pricing/teachers'}
    ${'corporate'} | ${'/pricing/corporate'}
    ${'gamer'}     | ${'/pricing/arena'}
    ${'developer'} | ${'/pricing/developers'}
    ${'universal'} | ${'/pricing'}
  `('$vertical: a visitor sees $pricingPath', ({ vertical, pricingPath }) => {
    const paths = navItemsFor(vertical, { loggedIn: false, features: [] }).map((item) => item.path);
    expect(paths).toContain(pricingPath);
  });

  it.each`
    vertical       | loggedIn | features                                      | arena
    ${'gamer'}     | ${false} | ${['arena_multiplayer']}                      | ${false}
    ${'gamer'}     | ${true}  | ${[]}                                         | ${false}
    ${'gamer'}     | ${true}  | ${['vertical_education']}                     | ${false}
    ${'gamer'}     | ${true}  | ${['arena_multiplayer']}                      | ${true}
    ${'universal'} | ${false} | ${['arena_multiplayer']}                      | ${false}
    ${'universal'} | ${true}  | ${[]}                                         | ${false}
    ${'universal'} | ${true}  | ${['vertical_teachers', 'arena_multiplayer']} | ${true}
    ${'pub'}       | ${true}  | ${['arena_multiplayer']}                      | ${false}
  `(
    '$vertical loggedIn=$loggedIn features=$features → Arena shown: $arena',
    ({ vertical, loggedIn, features, arena }) => {
      const paths = navItemsFor(vertical, { loggedIn, features }).map((item) => item.path);
      expect(paths.includes('/arena')).toBe(arena);
    },
  );
});

// Spec section 2: "The active link is the one whose path matches exactly or as a prefix."
describe('isActivePath', () => {
  it.each`
    itemPath                        | pathname                     | active
    ${'/quizzes'}                   | ${'/quizzes'}                | ${true}
    ${'/quizzes'}                   | ${'/quizzes/capital-cities'} | ${true}
    ${'/quizzes'}                   | ${'/quizzesX'}               | ${false}
    ${'/quizzes'}                   | ${'/quiz'}                   | ${false}
    ${'/quizzes'}                   | ${'/'}                       | ${false}
    ${'/blog'}                      | ${'/blog/some-post'}         | ${true}
    ${'/pricing'}                   | ${'/pricing/education'}      | ${true}
    ${'/pricing/education'}         | ${'/pricing'}                | ${false}
    ${'/daily-quizzes'}             | ${'/daily-quiz'}             | ${false}
    ${'/daily-quiz'}                | ${'/daily-quizzes'}          | ${false}
    ${'/api/docs'}                  | ${'/api/docs'}               | ${true}
    ${'/api/developers/comparison'} | ${'/api/developers'}         | ${false}
    ${'/'}                          | ${'/'}                       | ${true}
    ${'/'}                          | ${'/quizzes'}                | ${false}
  `('$itemPath on $pathname → $active', ({ itemPath, pathname, active }) => {
    expect(isActivePath(itemPath, pathname)).toBe(active);
  });
});

// Spec section 2: "Mobile menu: Daily Quizzes, Catalogue, Custom Builder, Arena (only if arena_multiplayer
// enabled), Hosting Guide, Blog, Developer API, Pricing (logged out only), plus Dashboard, Admin (admins),
// Settings, Log Out or Log In/Sign Up."
describe('mobileMenuItems', () => {
  const base = ['Daily Quizzes', 'Catalogue', 'Custom Builder'];
  const rest = ['Hosting Guide', 'Blog', 'Developer API'];

  it.each`
    name                        | loggedIn | isAdmin  | features                 | labels
    ${'visitor'}                | ${false} | ${false} | ${[]}                    | ${[...base, ...rest, 'Pricing', 'Log In', 'Sign Up']}
    ${'visitor (flag ignored)'} | ${false} | ${false} | ${['arena_multiplayer']} | ${[...base, ...rest, 'Pricing', 'Log In', 'Sign Up']}
    ${'member'}                 | ${true}  | ${false} | ${[]}                    | ${[...base, ...rest, 'Dashboard', 'Settings', 'Log Out']}
    ${'member with arena'}      | ${true}  | ${false} | ${['arena_multiplayer']} | ${[...base, 'Arena', ...rest, 'Dashboard', 'Settings', 'Log Out']}
    ${'admin'}                  | ${true}  | ${true}  | ${[]}                    | ${[...base, ...rest, 'Dashboard', 'Admin', 'Settings', 'Log Out']}
    ${'admin with arena'}       | ${true}  | ${true}  | ${['arena_multiplayer']} | ${[...base, 'Arena', ...rest, 'Dashboard', 'Admin', 'Settings', 'Log Out']}
  `('$name → $labels', ({ loggedIn, isAdmin, features, labels }) => {
    expect(mobileMenuItems({ loggedIn, isAdmin, features }).map((item) => item.label)).toEqual(labels);
  });

  it.each`
    label               | path
    ${'Daily Quizzes'}  | ${'/daily-quizzes'}
    ${'Catalogue'}      | ${'/quizzes'}
    ${'Custom Builder'} | ${'/builder'}
    ${'Hosting Guide'}  | ${'/hosting-guide'}
    ${'Blog'}           | ${'/blog'}
    ${'Developer API'}  | ${'/api/docs'}
    ${'Pricing'}        | ${'/pricing'}
    ${'Log In'}         | ${'/auth/login'}
    ${'Sign Up'}        | ${'/auth/register'}
  `('visitor: $label goes to $path', ({ label, path }) => {
    const item = mobileMenuItems({ loggedIn: false, isAdmin: false, features: [] }).find((i) => i.label === label);
    expect(item?.path).toBe(path);
  });

  it.each`
    label          | path
    ${'Arena'}     | ${'/arena'}
    ${'Dashboard'} | ${'/dashboard'}
    ${'Admin'}     | ${'/admin'}
    ${'Settings'}  | ${'/settings'}
  `('admin with arena: $label goes to $path', ({ label, path }) => {
    const item = mobileMenuItems({ loggedIn: true, isAdmin: true, features: ['arena_multiplayer'] }).find(
      (i) => i.label === label,
    );
    expect(item?.path).toBe(path);
  });

  it('Log Out is an action, not a link', () => {
    const items = mobileMenuItems({ loggedIn: true, isAdmin: false, features: [] });
    expect(items[items.length - 1]).toEqual({ label: 'Log Out', action: 'logout' });
  });
});
