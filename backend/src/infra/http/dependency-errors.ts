/** Socket-level codes of a server that is not there (refused, reset, unreachable, timed out). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL's "connection exception" (08) and "operator intervention" (57P) classes: the server, not the query. */
const POSTGRES_UNAVAILABLE = /^(08|57P0[1-3])/;

const MESSAGES = [
  'connection terminated',
  'timeout exceeded when trying to connect',
  'connection is closed',
  'client has encountered a connection error',
  'the database system is starting up',
  'the database system is shutting down',
  "stream isn't writeable",
];

/**
 * True when an error means a service we depend on (PostgreSQL, Redis) cannot be reached, as opposed to a bug
 * or bad input: the answer is then 503 with Retry-After, and the request can simply be tried again.
 */
export function isDependencyDown(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as {
      code?: unknown;
      name?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
    };
    if (
      typeof candidate.code === 'string' &&
      (NETWORK_CODES.has(candidate.code) || POSTGRES_UNAVAILABLE.test(candidate.code))
    )
      return true;
    if (candidate.name === 'MaxRetriesPerRequestError') return true;
    const message = typeof candidate.message === 'string' ? candidate.message.toLowerCase() : '';
    if (MESSAGES.some((text) => message.includes(text))) return true;
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}
