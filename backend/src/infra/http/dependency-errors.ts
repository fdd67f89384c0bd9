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

/**
 * PostgreSQL's "connection exception" class (08), "operator intervention" (57P01-03: shutting down, starting up),
 * too many connections (53300) and a statement cancelled by the statement timeout (57014): the server is away or
 * overloaded, not the query wrong, so the same request can simply be tried again.
 */
const POSTGRES_UNAVAILABLE = /^(08|57P0[1-3]$|57014$|53300$)/;

const MESSAGES = [
  'connection terminated',
  'timeout exceeded when trying to connect',
  'connection is closed',
  'client has encountered a connection error',
  'the database system is starting up',
  'the database system is shutting down',
  "stream isn't writeable",
  // pg: the pool handed out a client whose connection had just ended, and the client-side query timeout.
  'client was closed and is not queryable',
  'query read timeout',
];

/**
 * True when an error means a service we depend on (PostgreSQL, Redis) cannot be reached, as opposed to a bug
 * or bad input: the answer is then 503 with Retry-After, and the request can simply be tried again.
 */
export function isDependencyDown(error: unknown, depth = 0): boolean {
  for (let current = error; current && depth < 4; depth += 1) {
    const candidate = current as {
      code?: unknown;
      name?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (
      typeof candidate.code === 'string' &&
      (NETWORK_CODES.has(candidate.code) || POSTGRES_UNAVAILABLE.test(candidate.code))
    )
      return true;
    if (candidate.name === 'MaxRetriesPerRequestError') return true;
    const message = typeof candidate.message === 'string' ? candidate.message.toLowerCase() : '';
    if (MESSAGES.some((text) => message.includes(text))) return true;
    // An AggregateError (a connection tried on several addresses) is down when any of its attempts says so.
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDependencyDown(inner, depth + 1)))
      return true;
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}
