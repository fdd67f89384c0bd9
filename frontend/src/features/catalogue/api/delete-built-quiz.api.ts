import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { LIBRARY_KEY } from './library.api';

/** The builder's home, which lists the member's built quizzes too (its key is its URL). */
const BUILDER_HOME_KEY = ['/api/builder'] as const;

export function deleteBuiltQuiz(slug: string): Promise<unknown> {
  return apiRequest<unknown>('DELETE', `/api/builder/quizzes/${encodeURIComponent(slug)}`);
}

/** Deletes a quiz the member built, with its files and the draft it was saved from. */
export function useDeleteBuiltQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBuiltQuiz,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: LIBRARY_KEY }),
        client.invalidateQueries({ queryKey: BUILDER_HOME_KEY }),
      ]);
      showSuccessToast('Quiz deleted', 'It is gone from your library and the builder.');
    },
  });
}
