import { API_TIERS, ERROR_CATALOGUE, type ErrorCode } from '@trivia/contracts';

/** The codes a /v1 call can answer, in the order a developer meets them; problem `type` links land on each. */
export const API_ERROR_CODES: readonly ErrorCode[] = [
  'VAL_001',
  'API_001',
  'API_002',
  'API_003',
  'RES_001',
  'RATE_001',
];

export interface ApiErrorRow {
  code: ErrorCode;
  status: number;
  title: string;
  description: string;
  /** The id the problem's `type` URL points at: `/api/docs#error-API_001`. */
  anchor: string;
}

export const apiErrorRows = (): ApiErrorRow[] =>
  API_ERROR_CODES.map((code) => {
    const entry = ERROR_CATALOGUE[code];
    return { code, status: entry.status, title: entry.title, description: entry.description, anchor: `error-${code}` };
  });

/** A 429 as the API answers it (RFC 9457 problem+json), with the fields the contract names. */
export function exampleProblem(origin: string) {
  const free = API_TIERS['api-free'];
  const perMinute = free.limits.requestsPerMinute;
  return {
    type: `${origin}/api/docs#error-RATE_001`,
    title: 'Too many requests',
    status: 429,
    detail: `${free.name} allows ${perMinute} requests a minute per key.`,
    instance: '/v1/questions',
    code: 'RATE_001',
    tier: 'api-free',
    limit: { name: 'minute', limit: perMinute, used: perMinute },
    upgrade: `${origin}/pricing/developers`,
  };
}
