import { ERROR_CATALOGUE, type ErrorBody, type ErrorCode } from '@trivia/contracts';

/** The one exception the domains throw: a catalogue code, the server's message, and the catalogue's status. */
export class AppException extends Error {
  readonly status: number;
  /** Response headers that belong to the refusal (Retry-After and the RateLimit fields on a 429). */
  headers: Record<string, string> = {};
  /** Extra members of an RFC 9457 problem body (the /v1 API's 429 names the tier, the limit and the upgrade). */
  problemFields: Record<string, unknown> = {};

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly issues?: ErrorBody['issues'],
  ) {
    super(message ?? ERROR_CATALOGUE[code].title);
    this.name = 'AppException';
    this.status = ERROR_CATALOGUE[code].status;
  }

  withHeaders(headers: Record<string, string>): this {
    this.headers = { ...this.headers, ...headers };
    return this;
  }

  withProblemFields(fields: Record<string, unknown>): this {
    this.problemFields = { ...this.problemFields, ...fields };
    return this;
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) };
  }
}
