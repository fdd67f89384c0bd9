/** The entitlements domain's public face: the module, the service, what it answers, and the route decorator. */
export { EntitlementsModule } from './entitlements.module';
export { EntitlementsService } from './entitlements.service';
export { type ConsumedQuota, Entitlements, subscriptionRequired } from './entitlements';
export { RequiresFeature, RequiresFeatureGuard } from './requires-feature.guard';
export { quotaMonth, quotaResetsAt } from './quota-period';
