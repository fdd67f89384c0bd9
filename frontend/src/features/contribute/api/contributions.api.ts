import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contribution, ContributionCheck, ContributionRequest } from '@trivia/contracts';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useCurrentUser } from '../../auth';

export const MY_CONTRIBUTIONS_KEY = '/api/contributions/mine';
const CHECK_KEY = '/api/contributions/check';

/** The member's own contributions, newest first (never asked for a visitor). */
export function useMyContributions() {
  const { status } = useCurrentUser();
  return useQuery<Contribution[]>({ queryKey: [MY_CONTRIBUTIONS_KEY], enabled: status === 'logged-in' });
}

/**
 * The server's QC of a question as it is written: asked again whenever the (debounced) request changes, the last
 * answer kept on screen meanwhile. Null asks nothing: the form is not complete enough to check yet.
 */
export function useContributionCheck(request: ContributionRequest | null) {
  return useQuery<ContributionCheck>({
    queryKey: [CHECK_KEY, request],
    queryFn: () => apiRequest<ContributionCheck>('POST', CHECK_KEY, request),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    // A check that fails (a lost connection) is not worth a toast while typing: sending will say.
    meta: { silent: true },
  });
}

export function useSubmitContribution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ContributionRequest) => apiRequest<Contribution>('POST', '/api/contributions', request),
    // The form shows QC refusals on their fields; anything else (the hourly limit) goes to a toast from there.
    meta: { silent: true },
    onSuccess: () => {
      showSuccessToast('Question sent', 'Thank you! An editor will review it; you can follow it below.');
      return client.invalidateQueries({ queryKey: [MY_CONTRIBUTIONS_KEY] });
    },
  });
}

/**
 * Takes back a question still waiting for review. Refused once an admin has decided (VAL_001, its message says
 * what became of it): the list is read again either way, so it shows the question as it now stands.
 */
export function useWithdrawContribution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Contribution>('POST', `/api/contributions/${encodeURIComponent(id)}/withdraw`),
    meta: { silent: true },
    onSuccess: () => showSuccessToast('Question withdrawn', 'It has left the review queue.'),
    onError: (error) =>
      showErrorToast(error, {
        detail: isApiError(error) && error.code === 'VAL_001' ? error.body?.message : undefined,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: [MY_CONTRIBUTIONS_KEY] }),
  });
}
