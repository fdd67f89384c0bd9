import { type CodeSample, codeSamples, type SampleRequest, samplesMarkdown } from './code-samples';

export interface OperationSpec {
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  /** The example call shown in curl, JavaScript and Python. */
  sample: SampleRequest;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  /** Omit for the key-authenticated /v1 operations (the document's default); `[]` for public ones. */
  security?: unknown[];
}

/**
 * One operation: its description ends with the copy-paste examples (shown by the interactive reference), which
 * are also given as `x-codeSamples` for tools that render them apart.
 */
export function operation(publicUrl: string, spec: OperationSpec) {
  const samples: CodeSample[] = codeSamples(publicUrl, spec.sample);
  return {
    operationId: spec.operationId,
    tags: [spec.tag],
    summary: spec.summary,
    description: `${spec.description}\n\n${samplesMarkdown(samples)}`,
    ...(spec.security ? { security: spec.security } : {}),
    ...(spec.parameters ? { parameters: spec.parameters } : {}),
    ...(spec.requestBody ? { requestBody: spec.requestBody } : {}),
    responses: spec.responses,
    'x-codeSamples': samples.map(({ lang, label, source }) => ({ lang, label, source })),
  };
}

export const jsonContent = (schema: unknown) => ({ 'application/json': { schema } });

export const pathParameter = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string', minLength: 1, maxLength: 200 },
});
