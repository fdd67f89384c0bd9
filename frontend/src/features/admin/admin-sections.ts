/** One section of /admin: its path under /admin, its label in the nav, and a line about what it is for. */
export interface AdminSection {
  path: string;
  label: string;
  description: string;
}

/** The admin sections in nav order. The first (path '') is /admin itself: the live-room monitor. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: '',
    label: 'Live rooms',
    description: 'Every Arena room on every server, live: players, pace, health; close a room or remove a player.',
  },
  { path: 'users', label: 'Users', description: 'Find accounts, change roles, disable and enable accounts.' },
  { path: 'beta-testers', label: 'Beta testers', description: 'Give members early access to flagged features.' },
  { path: 'flags', label: 'Flags', description: 'Switch features on, roll them out, target them by role.' },
  { path: 'question-bank', label: 'Question bank', description: 'What the bank holds, by category, type and season.' },
  { path: 'subscriptions', label: 'Subscriptions', description: 'Subscriptions by status, and monthly revenue.' },
  { path: 'mail-outbox', label: 'Mail outbox', description: 'Outgoing mail and whether it was delivered.' },
  {
    path: 'flagged-attempts',
    label: 'Flagged attempts',
    description: 'Daily quiz attempts kept out of the ranks for their pace.',
  },
  {
    path: 'contributions',
    label: 'Contributions',
    description: 'Questions members proposed for the bank: approve them (edited if need be) or reject with a reason.',
  },
  {
    path: 'enquiries',
    label: 'Enquiries',
    description: 'Sales enquiries from the contact forms: read them and mark them contacted or closed.',
  },
  {
    path: 'analytics',
    label: 'Analytics',
    description: 'Visits, conversions and their value by day and audience, searches and downloads (first-party).',
  },
  { path: 'audit-log', label: 'Audit log', description: 'Every admin change: who, what, when, before and after.' },
];

export const adminPath = (section: AdminSection) => (section.path ? `/admin/${section.path}` : '/admin');

/** The section whose page a location is (its exact path, trailing slashes aside), or undefined for any other path. */
export function sectionAt(pathname: string, sections: readonly AdminSection[] = ADMIN_SECTIONS) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return sections.find((section) => path === adminPath(section));
}
