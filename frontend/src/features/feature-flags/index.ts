export { useMyFeatures } from './api/my-features.api';
export { useFeatureFlag } from './api/feature-flag-check.api';
