import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuilderDraft, CreateBuilderDraftRequest } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { draftKey } from './builder-draft.api';
import { BUILDER_HOME_KEY } from './builder-home.api';

export function createDraft(body: CreateBuilderDraftRequest): Promise<BuilderDraft> {
  return apiRequest<BuilderDraft>('POST', '/api/builder/drafts', body);
}

/** Draws a new draft from the bank; the form shows what went wrong (QUIZ_001, QUIZ_002, a setting) itself. */
export function useCreateDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDraft,
    meta: { silent: true },
    onSuccess: async (draft) => {
      client.setQueryData(draftKey(draft.id), draft);
      await client.invalidateQueries({ queryKey: BUILDER_HOME_KEY });
    },
  });
}
