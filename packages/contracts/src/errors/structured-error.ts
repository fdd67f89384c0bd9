import { ERROR_CATALOGUE, type ErrorAction } from './error-catalogue.js';
import { isErrorCode, type ErrorCode } from './error-codes.js';

export interface StructuredError {
  code: ErrorCode;
  title: string;
  description: string;
  action?: ErrorAction;
}

export interface ErrorContext {
  /** navigator.onLine on the client; offline beats every other rule. */
  online?: boolean;
}

function fromCatalogue(code: ErrorCode, title?: string): StructuredError {
  const entry = ERROR_CATALOGUE[code];
  return {
    code,
    title: title ?? entry.title,
    description: entry.description,
    ...(entry.action ? { action: entry.action } : {}),
  };
}

/** Reads the status from a message of the form "NNN: text" (spec section 8). */
export function parseStatus(message: string): number | undefined {
  const match = /^(\d{3}): /.exec(message);
  return match ? Number(match[1]) : undefined;
}

/** Reads a catalogue code from the JSON body after "NNN: ", when the backend sent one. */
function bodyCode(message: string): ErrorCode | undefined {
  const body = message.replace(/^\d{3}: /, '');
  if (!body.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    const code = (parsed as { code?: unknown }).code;
    return isErrorCode(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

const has = (text: string, ...needles: string[]) => needles.some((n) => text.includes(n));

/** The rules of spec section 8, in order, for failures that carry no catalogue code. */
function fromMessage(message: string): StructuredError {
  const text = message.toLowerCase();
  const status = parseStatus(message);
  if (has(text, 'invalid credentials', 'incorrect password')) return fromCatalogue('AUTH_001');
  if (status === 401) return fromCatalogue('AUTH_005');
  if (status === 403) return fromCatalogue('DL_001');
  if (status === 429) return fromCatalogue('QUIZ_001');
  if (status !== undefined && status >= 500) return fromCatalogue('NET_003');
  if (has(text, 'email already exists', 'user already exists')) return fromCatalogue('AUTH_003');
  if (has(text, 'weak password', 'password must be at least')) return fromCatalogue('AUTH_004');
  if (has(text, 'quota exceeded', 'limit reached')) return fromCatalogue('QUIZ_001', 'Monthly quota reached');
  if (has(text, 'subscription required', 'not subscribed')) return fromCatalogue('DL_001', 'Subscription required');
  if (has(text, 'payment failed', 'card declined')) return fromCatalogue('PAY_002');
  return fromCatalogue('ERR_000');
}

/**
 * Turns any failure into the one structured error the client shows. A catalogue code sent by the
 * backend wins; otherwise the message rules of spec section 8 apply.
 */
export function toStructuredError(error: unknown, context: ErrorContext = {}): StructuredError {
  if (context.online === false) return fromCatalogue('NET_002');
  if (isErrorCode((error as { code?: unknown } | null)?.code)) {
    return fromCatalogue((error as { code: ErrorCode }).code);
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (error instanceof Error && error.name === 'TimeoutError') return fromCatalogue('NET_001');
  const code = bodyCode(message);
  return code ? fromCatalogue(code) : fromMessage(message);
}

/** The toast text: the description plus "Error code: {code}". */
export function toastMessage(error: StructuredError): string {
  return `${error.description} Error code: ${error.code}`;
}
