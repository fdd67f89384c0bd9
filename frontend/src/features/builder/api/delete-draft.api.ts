import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { draftKey, draftPath } from './builder-draft.api';
import { BUILDER_HOME_KEY } from './builder-home.api';

export function deleteDraft(id: string): Promise<unknown> {
  return apiRequest<unknown>('DELETE', draftPath(id));
}

/** Throws a draft away (a saved quiz it became stays in the library). */
export function useDeleteDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    onSuccess: async (_result, id) => {
      client.removeQueries({ queryKey: draftKey(id) });
      await client.invalidateQueries({ queryKey: BUILDER_HOME_KEY });
      showSuccessToast('Draft deleted', 'Your saved quizzes are not affected.');
    },
  });
}
