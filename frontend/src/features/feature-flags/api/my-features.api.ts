import { useQuery } from '@tanstack/react-query';
import type { MyFeaturesResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth';

const MY_FEATURES_PATH = '/api/feature-flags/my-features';
const NO_FEATURES: readonly string[] = [];

export function getMyFeatures(): Promise<MyFeaturesResponse> {
  return apiRequest<MyFeaturesResponse>('GET', MY_FEATURES_PATH);
}

/**
 * The logged-in user's features; visitors have none and never ask (spec section 6). The user id is part of
 * the key so another account logging in on this device does not inherit the cached list.
 */
export function useMyFeatures(): readonly string[] {
  const { user } = useCurrentUser();
  const { data } = useQuery({
    queryKey: [MY_FEATURES_PATH, user?.id],
    queryFn: getMyFeatures,
    enabled: user !== null,
    meta: { silent: true },
  });
  return user && data ? data.features : NO_FEATURES;
}
