import { ERROR_CATALOGUE, type ErrorCode } from '@trivia/contracts';
import type { z } from 'zod';

export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** The first message per top-level field of a failed zod parse, for inline form errors. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A refusal that is about one field although the server sends no `issues` (a wrong MFA code, a taken nickname). */
export type CodeFields<F extends string> = Partial<Record<ErrorCode, F>>;

interface FailureShape {
  code?: unknown;
  body?: { issues?: { path: string; message: string }[] } | undefined;
}

const codeOf = (error: unknown): unknown => (error as FailureShape | null)?.code;
const issuesOf = (error: unknown) => (error as FailureShape | null)?.body?.issues ?? [];

/**
 * What a failed request says about the fields a form shows: the server's per-field `issues` (400 VAL_001, or a
 * coded rule such as AUTH_004) by the first segment of their path, or the catalogue text of a code tied to one
 * field. Null when the failure is about none of the form's fields, so it belongs in a toast instead.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  codeFields: CodeFields<F> = {},
): FieldErrors<F> | null {
  const errors: FieldErrors<F> = {};
  for (const issue of issuesOf(error)) {
    const field = fields.find((name) => name === issue.path.split('.')[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (Object.keys(errors).length > 0) return errors;
  const code = codeOf(error) as ErrorCode;
  const field = typeof code === 'string' ? codeFields[code] : undefined;
  return field ? ({ [field]: ERROR_CATALOGUE[code].description } as FieldErrors<F>) : null;
}
