import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuilderDraft, BuilderImportRequest } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { draftKey } from './builder-draft.api';
import { BUILDER_HOME_KEY } from './builder-home.api';

export function importCsv(body: BuilderImportRequest): Promise<BuilderDraft> {
  return apiRequest<BuilderDraft>('POST', '/api/builder/import', body);
}

/** A builder CSV becomes a draft; a file with bad rows comes back as QUIZ_003 naming each, and nothing is stored. */
export function useImportCsv() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importCsv,
    meta: { silent: true },
    onSuccess: async (draft) => {
      client.setQueryData(draftKey(draft.id), draft);
      await client.invalidateQueries({ queryKey: BUILDER_HOME_KEY });
    },
  });
}
