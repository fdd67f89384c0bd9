import { ERROR_CATALOGUE, PROBLEM_JSON, type ProblemDetails, V1_PREFIX } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import type { ErrorResponse } from './http-error.filter';

export const PROBLEM_CONTENT_TYPE = `${PROBLEM_JSON}; charset=utf-8`;

/** The developer API answers its errors as RFC 9457 problem details; the site keeps its `{ code, message }`. */
export function isProblemPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === V1_PREFIX || path.startsWith(`${V1_PREFIX}/`);
}

/**
 * One error as problem+json: `type` is the docs' entry for the catalogue code, `detail` the server's message,
 * `errors` names each bad parameter of a 400, and a refusal's own fields (tier, limit, upgrade on a 429) ride
 * along. A path the API does not have gets a detail that says so and where the reference is.
 */
export function toProblemDetails(
  response: ErrorResponse,
  error: unknown,
  request: { method: string; url: string },
  publicUrl: string,
): ProblemDetails {
  const { body, status } = response;
  const path = request.url.split('?', 1)[0] ?? request.url;
  const unknownRoute = status === 404 && !(error instanceof AppException);
  const problem: ProblemDetails = {
    type: `${publicUrl}/api/docs#error-${body.code}`,
    title: ERROR_CATALOGUE[body.code].title,
    status,
    detail: unknownRoute ? `There is no ${request.method} ${path} in the API: see ${publicUrl}/api/docs` : body.message,
    instance: path,
    code: body.code,
  };
  if (body.issues?.length) {
    problem.errors = body.issues.map((issue) => ({ parameter: issue.path || 'request', message: issue.message }));
  }
  return error instanceof AppException ? { ...problem, ...error.problemFields } : problem;
}
