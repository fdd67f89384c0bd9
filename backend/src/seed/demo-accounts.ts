import type { AccountRole, Role } from '@trivia/contracts';

/**
 * Demo accounts listed in the README, seeded only when SEED_DEMO_DATA is on (the default). Only staff is a stored
 * role: subscriber@ and premium@ get their plans from real subscriptions the billing seed buys for them (`plan`
 * names the plan it buys), so what they can do always matches what /billing says they pay for.
 */
export const DEMO_ACCOUNTS: {
  email: string;
  password: string;
  fullName: string;
  role: AccountRole;
  plan: 'pub-standard' | 'pub-premium' | null;
}[] = [
  { email: 'admin@example.com', password: 'DemoAdmin123!', fullName: 'Ada Admin', role: 'ADMIN', plan: null },
  {
    email: 'subscriber@example.com',
    password: 'DemoSubscriber123!',
    fullName: 'Sam Subscriber',
    role: 'MEMBER',
    plan: 'pub-standard',
  },
  {
    email: 'premium@example.com',
    password: 'DemoPremium123!',
    fullName: 'Pat Premium',
    role: 'MEMBER',
    plan: 'pub-premium',
  },
  { email: 'free@example.com', password: 'DemoFree123!', fullName: 'Frankie Free', role: 'MEMBER', plan: null },
];

/** Flags the product checks, created off-or-on as below and never overwritten once an admin has changed them. */
export const SEEDED_FLAGS = [
  {
    name: 'arena_multiplayer',
    description: 'Arena live multiplayer battles, on for everyone (switch off to close the Arena)',
    enabled: true,
    rolloutPercentage: 100,
    targetRoles: [] as Role[],
  },
  {
    name: 'vertical_education',
    description: 'Student (GCSE/A-Level) vertical',
    enabled: true,
    rolloutPercentage: 100,
    targetRoles: [],
  },
  {
    name: 'vertical_teachers',
    description: 'Teacher vertical',
    enabled: true,
    rolloutPercentage: 100,
    targetRoles: [],
  },
  {
    name: 'vertical_corporate',
    description: 'Corporate vertical',
    enabled: true,
    rolloutPercentage: 100,
    targetRoles: [],
  },
];
