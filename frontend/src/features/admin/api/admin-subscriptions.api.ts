import { useQuery } from '@tanstack/react-query';
import type { AdminSubscriptions } from '@trivia/contracts';

export const ADMIN_SUBSCRIPTIONS_KEY = ['/api/admin/subscriptions'] as const;

/** Every subscription with its status and MRR; refetched on demand. */
export function useAdminSubscriptions() {
  return useQuery<AdminSubscriptions>({ queryKey: ADMIN_SUBSCRIPTIONS_KEY });
}
