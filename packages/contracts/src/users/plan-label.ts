import type { User } from './users.schemas.js';

export type PlanLabel = 'Administrator' | 'Premium Access' | 'Standard' | 'Free Account';

/**
 * The account menu's plan label (spec section 2). Its own file, free of zod, like the verticals' data: every
 * page's header shows it (issue 16's first-download budget).
 */
export function planLabel(user: Pick<User, 'role' | 'isPremium'>): PlanLabel {
  if (user.role === 'ADMIN') return 'Administrator';
  if (user.isPremium) return 'Premium Access';
  if (user.role === 'SUBSCRIBER') return 'Standard';
  return 'Free Account';
}
