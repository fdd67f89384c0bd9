export {
  ENTITLEMENTS_KEY,
  entitlementsQueryOptions,
  refreshPlan,
  useEntitlements,
  useHasFeature,
} from './api/entitlements.api';
export { QuotaList } from './components/quota-list';
