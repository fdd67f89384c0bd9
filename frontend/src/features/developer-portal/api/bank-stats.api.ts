import { useQuery } from '@tanstack/react-query';
import type { QuestionBankStats } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

const BANK_STATS_PATH = '/api/question-bank/stats';

/** The bank's public counts: what the comparison and the landing page say about our own questions. */
export function useBankStats() {
  return useQuery({
    queryKey: [BANK_STATS_PATH],
    queryFn: () => apiRequest<QuestionBankStats>('GET', BANK_STATS_PATH),
    staleTime: 10 * 60 * 1000,
  });
}

/** Questions the API serves: the three classic types (ordering and estimate questions are the site's own). */
export function apiQuestionCount(stats: QuestionBankStats): number {
  return stats.byType.multiple_choice + stats.byType.true_false + stats.byType.text;
}
