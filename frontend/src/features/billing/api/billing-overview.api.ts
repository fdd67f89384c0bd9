import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BillingOverview } from '@trivia/contracts';
import { getQueryFn } from '../../../lib/api-client';
import { refreshPlan } from '../../entitlements';

export const BILLING_KEY = ['/api/billing'] as const;

export const billingOverviewQueryOptions = queryOptions<BillingOverview>({
  queryKey: BILLING_KEY,
  queryFn: getQueryFn<BillingOverview>(),
});

/** The member's subscription, payment method and invoices. */
export function useBillingOverview() {
  return useQuery(billingOverviewQueryOptions);
}

/** After any change to the subscription: the page, the header's plan label and the limits are read again. */
export async function refreshBilling(client: QueryClient): Promise<void> {
  await Promise.all([client.invalidateQueries({ queryKey: BILLING_KEY }), refreshPlan(client)]);
}
