import type { ErrorBody } from './error-body.js';
import { ERROR_CODES } from './error-codes.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isIssue = (value: unknown) =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/**
 * The same check as errorBodySchema, without zod: every page's API client reads error bodies, and this keeps zod
 * out of the first download of pages that parse nothing else (issue 16's JavaScript budget).
 */
export function asErrorBody(value: unknown): ErrorBody | undefined {
  if (!isRecord(value) || typeof value.message !== 'string') return undefined;
  if (!(ERROR_CODES as readonly unknown[]).includes(value.code)) return undefined;
  if (value.issues !== undefined && !(Array.isArray(value.issues) && value.issues.every(isIssue))) return undefined;
  const body: ErrorBody = { code: value.code as ErrorBody['code'], message: value.message };
  if (value.issues !== undefined)
    body.issues = (value.issues as { path: string; message: string }[]).map(({ path, message }) => ({ path, message }));
  return body;
}
