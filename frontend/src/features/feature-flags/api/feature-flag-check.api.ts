import { useQuery } from '@tanstack/react-query';
import { FEATURE_FLAG_CACHE_MS, type FeatureFlagName, type FlagCheckResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth';

const CHECK_PATH = '/api/feature-flags/check';

export function checkFeatureFlag(flag: FeatureFlagName): Promise<FlagCheckResponse> {
  return apiRequest<FlagCheckResponse>('GET', `${CHECK_PATH}/${flag}`);
}

/** One flag, checked only when logged in and cached for five minutes (spec sections 6 and 9). */
export function useFeatureFlag(flag: FeatureFlagName): boolean {
  const { user } = useCurrentUser();
  const { data } = useQuery({
    queryKey: [CHECK_PATH, flag, user?.id],
    queryFn: () => checkFeatureFlag(flag),
    enabled: user !== null,
    staleTime: FEATURE_FLAG_CACHE_MS,
    retry: false,
    meta: { silent: true },
  });
  return user !== null && data?.enabled === true;
}
