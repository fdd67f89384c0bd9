import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedBuilderQuiz } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { LIBRARY_KEY } from '../../catalogue';
import { ENTITLEMENTS_KEY } from '../../entitlements';
import { draftKey, draftPath } from './builder-draft.api';
import { BUILDER_HOME_KEY } from './builder-home.api';

export function saveBuiltQuiz(draftId: string): Promise<SavedBuilderQuiz> {
  return apiRequest<SavedBuilderQuiz>('POST', `${draftPath(draftId)}/save`);
}

/** Saves the draft as a quiz in the library (the first save of a new quiz uses one of the month's quota). */
export function useSaveBuiltQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBuiltQuiz,
    meta: { silent: true },
    onSuccess: (_saved, draftId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: draftKey(draftId) }),
        client.invalidateQueries({ queryKey: BUILDER_HOME_KEY }),
        client.invalidateQueries({ queryKey: LIBRARY_KEY }),
        client.invalidateQueries({ queryKey: ENTITLEMENTS_KEY }),
      ]),
  });
}
