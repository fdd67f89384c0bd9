import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuilderDraft } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { draftKey } from './builder-draft.api';
import { BUILDER_HOME_KEY } from './builder-home.api';

export function editBuiltQuiz(slug: string): Promise<BuilderDraft> {
  return apiRequest<BuilderDraft>('POST', `/api/builder/quizzes/${encodeURIComponent(slug)}/edit`);
}

/** A draft of a saved quiz: saving it updates the quiz (no quota used). */
export function useEditBuiltQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editBuiltQuiz,
    onSuccess: async (draft) => {
      client.setQueryData(draftKey(draft.id), draft);
      await client.invalidateQueries({ queryKey: BUILDER_HOME_KEY });
    },
  });
}
