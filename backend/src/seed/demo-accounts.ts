import type { Role } from '@trivia/contracts';

/** Demo accounts for each role, listed in the README. Seeded only when SEED_DEMO_DATA is on (the default). */
export const DEMO_ACCOUNTS: { email: string; password: string; fullName: string; role: Role; isPremium: boolean }[] = [
  { email: 'admin@example.com', password: 'DemoAdmin123!', fullName: 'Ada Admin', role: 'ADMIN', isPremium: false },
  {
    email: 'subscriber@example.com',
    password: 'DemoSubscriber123!',
    fullName: 'Sam Subscriber',
    role: 'SUBSCRIBER',
    isPremium: false,
  },
  {
    email: 'premium@example.com',
    password: 'DemoPremium123!',
    fullName: 'Pat Premium',
    role: 'SUBSCRIBER',
    isPremium: true,
  },
  { email: 'free@example.com', password: 'DemoFree123!', fullName: 'Frankie Free', role: 'FREE', isPremium: false },
];

/** Flags the product checks, created off-or-on as below and never overwritten once an admin has changed them. */
export const SEEDED_FLAGS = [
  {
    name: 'arena_multiplayer',
    description: 'Arena live multiplayer battles (shown to admins while the Arena is being built)',
    enabled: true,
    rolloutPercentage: 0,
    targetRoles: ['ADMIN' as Role],
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
