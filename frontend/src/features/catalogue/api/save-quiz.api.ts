import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizDetail } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { LIBRARY_KEY } from './library.api';
import { quizDetailKey } from './quiz-detail.api';

export interface SaveQuizRequest {
  slug: string;
  saved: boolean;
}

/** PUT saves a quiz to the member's library, DELETE takes it out; both are safe to repeat. */
export function saveQuiz({ slug, saved }: SaveQuizRequest): Promise<unknown> {
  return apiRequest<unknown>(saved ? 'PUT' : 'DELETE', `/api/library/saved/${encodeURIComponent(slug)}`);
}

export function useSaveQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveQuiz,
    onSuccess: async (_result, { slug, saved }) => {
      client.setQueryData<QuizDetail>(quizDetailKey(slug), (detail) => (detail ? { ...detail, saved } : detail));
      await client.invalidateQueries({ queryKey: LIBRARY_KEY });
      showSuccessToast(
        saved ? 'Saved to your library' : 'Removed from your library',
        saved ? 'Find it under My Library.' : 'You can save it again at any time.',
      );
    },
  });
}
