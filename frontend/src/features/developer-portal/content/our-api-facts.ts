import { API_TIER_LIST, type QuestionBankStats } from '@trivia/contracts';
import { apiQuestionCount } from '../api/bank-stats.api';
import { formatCount, tierPrice } from '../tier-format';
import type { ComparisonRow } from './comparison-facts';

const tiersWith = (feature: 'seeded_sets' | 'answer_validation') =>
  API_TIER_LIST.filter((tier) => tier.features.includes(feature))
    .map((tier) => tier.name)
    .join(' and ');

/** Our own column: the tiers from API_TIERS and the bank's live counts, so the page never claims more than we serve. */
export function ourApiFacts(stats: QuestionBankStats | undefined): Record<ComparisonRow, string> {
  const perCall = API_TIER_LIST.map((tier) => `${tier.limits.questionsPerCall} (${tier.name})`).join(', ');
  const limits = API_TIER_LIST.map(
    (tier) =>
      `${tier.name}: ${formatCount(tier.limits.requestsPerMinute)} a minute per key, ${formatCount(tier.limits.requestsPerDay)} a day`,
  ).join('; ');
  return {
    questions: stats ? formatCount(apiQuestionCount(stats)) : 'Loading…',
    categories: stats ? String(stats.byCategory.length) : 'Loading…',
    types: 'Multiple choice, true or false, typed answer',
    perCall: `Up to ${perCall}`,
    limits,
    key: 'Yes: secret keys for servers, publishable keys for web pages',
    noRepeats: 'Sessions that last as long as the key; Open Trivia DB–style tokens too',
    seeded: tiersWith('seeded_sets'),
    answerChecking: `${tiersWith('answer_validation')}: forgives spelling slips, US spellings and articles`,
    rateLimitHeaders: 'RateLimit-Policy and RateLimit (IETF draft), X-RateLimit-*, Retry-After',
    licence: 'Each question names its source and licence',
    price: API_TIER_LIST.map((tier) => `${tier.name}: ${tierPrice(tier)}`).join('; '),
  };
}
