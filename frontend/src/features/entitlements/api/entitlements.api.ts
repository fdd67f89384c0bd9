import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { EntitlementsView, PlanFeature } from '@trivia/contracts';
import { getQueryFn } from '../../../lib/api-client';
import { CURRENT_USER_KEY, useCurrentUser } from '../../auth';

export const ENTITLEMENTS_KEY = ['/api/entitlements'] as const;

export const entitlementsQueryOptions = queryOptions<EntitlementsView>({
  queryKey: ENTITLEMENTS_KEY,
  queryFn: getQueryFn<EntitlementsView>(),
  // A page still works without it (it falls back to the free plan's view); the failure is only logged.
  meta: { silent: true },
});

/**
 * What the signed-in member's plan allows and how much is left this month. Only asked for a member: a guest has
 * the free plan, which the pages know from the catalogue.
 */
export function useEntitlements() {
  const { status, user } = useCurrentUser();
  return useQuery({ ...entitlementsQueryOptions, enabled: status === 'logged-in' && user !== null });
}

/** True when the member's plan switches `feature` on; false while unknown, for guests, and on failure. */
export function useHasFeature(feature: PlanFeature): boolean {
  const { data } = useEntitlements();
  return data?.features.includes(feature) ?? false;
}

/**
 * After a plan changes (checkout, plan change, cancel, refund): the header's label comes from the user, the
 * limits from the entitlements, so both are read again.
 */
export async function refreshPlan(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    client.invalidateQueries({ queryKey: ENTITLEMENTS_KEY }),
  ]);
}
