import { z } from 'zod';

/**
 * The API reference (issue 15 §3): the OpenAPI 3.1 document the `/api/docs` page renders. The page asks with
 * `view=page`, which counts one docs view (analytics `api_docs_view`) per visitor a day; tools fetching the
 * document without it are not counted.
 */
export const API_DOCS_DOCUMENT_PATH = '/api/docs/openapi.json';

export const apiDocsDocumentQuerySchema = z.strictObject({
  view: z.literal('page').optional(),
});
export type ApiDocsDocumentQuery = z.infer<typeof apiDocsDocumentQuerySchema>;
