import { type ApiTier, type ApiTierFeature, V1_MAX_AMOUNT, type V1QuestionsQuery } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import { upgradeUrl } from '../keys/api-limit-policies';

const FEATURE_NAMES: Record<ApiTierFeature, string> = {
  seeded_sets: 'Seeded sets',
  answer_validation: 'Answer checking',
};

/** 403 API_002 naming the feature, the tier and the upgrade link, unless the caller's tier has the feature. */
export function requireFeature(tier: ApiTier, feature: ApiTierFeature, publicUrl: string, parameter?: string): void {
  if (tier.features.includes(feature)) return;
  const upgrade = upgradeUrl(publicUrl);
  throw new AppException(
    'API_002',
    `${FEATURE_NAMES[feature]} (${feature}) are not in ${tier.name}: upgrade at ${upgrade}`,
    parameter ? [{ path: parameter, message: `Needs the ${feature} feature` }] : undefined,
  ).withProblemFields({ tier: tier.id, feature, upgrade });
}

/**
 * What the caller's tier allows of a questions call: at most its questions per call (400 naming `amount`, the
 * cap and the upgrade link), and a seed only with seeded sets.
 */
export function checkQuestionsCall(tier: ApiTier, query: V1QuestionsQuery, publicUrl: string): void {
  const cap = tier.limits.questionsPerCall;
  if (query.amount > cap) {
    const upgrade = upgradeUrl(publicUrl);
    throw new AppException('VAL_001', `${tier.name} gives at most ${cap} questions a call`, [
      {
        path: 'amount',
        message: `At most ${cap} on ${tier.name}; upgrade for up to ${V1_MAX_AMOUNT} a call at ${upgrade}`,
      },
    ]).withProblemFields({ tier: tier.id, upgrade });
  }
  if (query.seed !== undefined) requireFeature(tier, 'seeded_sets', publicUrl, 'seed');
}
