import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PracticeState,
  StartPracticeRequest,
  SubmitPracticeAnswerRequest,
  SubmitPracticeAnswerResponse,
} from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { REVISION_KEY } from './revision-sets.api';

export const practiceKey = (attemptId: string) => [...REVISION_KEY, 'practice', attemptId] as const;

/** A practice quiz under way (after a reload, say): the player's own only. */
export function usePracticeAttempt(attemptId: string | null) {
  return useQuery({
    queryKey: practiceKey(attemptId ?? ''),
    queryFn: () => apiRequest<PracticeState>('GET', `/api/revision/practice/${encodeURIComponent(attemptId ?? '')}`),
    enabled: attemptId !== null,
    // The page offers a fresh quiz when an old one is gone, rather than a toast.
    meta: { silent: true },
  });
}

export function useStartPractice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: StartPracticeRequest) => apiRequest<PracticeState>('POST', '/api/revision/practice', request),
    // The start form shows a refusal on its field; anything else becomes a toast there.
    meta: { silent: true },
    onSuccess: (state) => client.setQueryData(practiceKey(state.attemptId), state),
  });
}

export interface SubmitPracticeAnswerInput extends SubmitPracticeAnswerRequest {
  attemptId: string;
}

export function useSubmitPracticeAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, index, answer }: SubmitPracticeAnswerInput) =>
      apiRequest<SubmitPracticeAnswerResponse>(
        'POST',
        `/api/revision/practice/${encodeURIComponent(attemptId)}/answer`,
        { index, answer },
      ),
    meta: { silent: true },
    onSuccess: ({ state }) => client.setQueryData(practiceKey(state.attemptId), state),
    // The quiz may have moved on in another tab: show where it really is.
    onError: (_error, { attemptId }) => void client.invalidateQueries({ queryKey: practiceKey(attemptId) }),
  });
}
