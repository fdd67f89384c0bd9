import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuilderDraft, BuilderImportRequest, BuilderImportResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { draftKey } from './builder-draft.api';
import { BUILDER_HOME_KEY } from './builder-home.api';

export function importCsv(body: BuilderImportRequest): Promise<BuilderImportResponse> {
  return apiRequest<BuilderImportResponse>('POST', '/api/builder/import', body);
}

/** The draft itself, as GET /api/builder/drafts/{id} gives it, for the editor's cache. */
function withoutSkipped({ skipped: _skipped, ...draft }: BuilderImportResponse): BuilderDraft {
  return draft;
}

/** A builder CSV becomes a draft; a file with bad rows comes back as QUIZ_003 naming each, and nothing is stored. */
export function useImportCsv() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importCsv,
    meta: { silent: true },
    onSuccess: async (draft) => {
      client.setQueryData(draftKey(draft.id), withoutSkipped(draft));
      await client.invalidateQueries({ queryKey: BUILDER_HOME_KEY });
    },
  });
}
