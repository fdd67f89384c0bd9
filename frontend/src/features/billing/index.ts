export { billingOverviewQueryOptions } from './api/billing-overview.api';
export { BillingPage } from './components/billing-page';
export { SubscriptionSuccessPage } from './components/subscription-success-page';
