import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuilderDraft, SaveBuilderDraftRequest } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

export const draftKey = (id: string) => ['/api/builder/drafts', id] as const;
export const draftPath = (id: string): string => `/api/builder/drafts/${encodeURIComponent(id)}`;

export function fetchDraft(id: string): Promise<BuilderDraft> {
  return apiRequest<BuilderDraft>('GET', draftPath(id));
}

export function draftQueryOptions(id: string) {
  return queryOptions<BuilderDraft>({
    queryKey: draftKey(id),
    queryFn: () => fetchDraft(id),
    // The editor page shows a missing draft (404) or a refusal (DL_001) in place of the editor.
    meta: { silent: true },
  });
}

export function useBuilderDraft(id: string) {
  return useQuery(draftQueryOptions(id));
}

/** Autosave: the whole draft with the version it was edited from (409 when another tab saved in between). */
export function putDraft(id: string, body: SaveBuilderDraftRequest): Promise<BuilderDraft> {
  return apiRequest<BuilderDraft>('PUT', draftPath(id), body);
}
