import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_DOCS_DOCUMENT_PATH } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The OpenAPI document as the docs page asks for it: `view=page` counts one docs view a day on the server. */
export const API_REFERENCE_URL = `${API_DOCS_DOCUMENT_PATH}?view=page`;

export interface OpenApiReference {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; operationId?: string }>>;
}

export const apiReferenceQueryOptions = () =>
  queryOptions({
    queryKey: [API_REFERENCE_URL],
    queryFn: () => apiRequest<OpenApiReference>('GET', API_REFERENCE_URL),
    staleTime: Infinity,
  });

export function useApiReference() {
  return useQuery(apiReferenceQueryOptions());
}
