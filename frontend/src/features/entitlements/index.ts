export {
  ENTITLEMENTS_KEY,
  entitlementsQueryOptions,
  refreshPlan,
  useEntitlements,
  useHasFeature,
} from './api/entitlements.api';
export { QuotaList, formatResetDate } from './components/quota-list';
