import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitAnswerRequest, SubmitAnswerResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { USER_STATS_KEY } from '../../auth';
import { attemptKey } from './attempt.api';
import { LEADERBOARD_KEY } from './leaderboard.api';
import { QUIZ_HISTORY_KEY } from './quiz-history.api';

export interface SubmitAnswerInput extends SubmitAnswerRequest {
  attemptId: string;
}

export function submitAnswer({ attemptId, index, answer }: SubmitAnswerInput): Promise<SubmitAnswerResponse> {
  return apiRequest<SubmitAnswerResponse>('POST', `/api/daily-quiz/attempts/${encodeURIComponent(attemptId)}/answer`, {
    index,
    answer,
  });
}

export function useSubmitAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitAnswer,
    // The question shows failures itself: a refused typed answer on its field, anything else as a toast.
    meta: { silent: true },
    onSuccess: ({ state }) => {
      client.setQueryData(attemptKey(state.attemptId), state);
      if (!state.result) return;
      // A finished attempt changes the leaderboards, the history and the player's stats: read them afresh.
      void client.invalidateQueries({ queryKey: LEADERBOARD_KEY });
      void client.invalidateQueries({ queryKey: QUIZ_HISTORY_KEY });
      void client.invalidateQueries({ queryKey: USER_STATS_KEY });
    },
    // The attempt may have moved on elsewhere (another tab): show where it really is.
    onError: (_error, { attemptId }) => void client.invalidateQueries({ queryKey: attemptKey(attemptId) }),
  });
}
