import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { asErrorBody, type ErrorBody, type ErrorCode } from '@trivia/contracts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type On401Behaviour = 'throw' | 'returnNull';

const CSRF_TOKEN_PATH = '/api/auth/csrf-token';
const UNSAFE_METHODS: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The text of every failed call, "status: body" (spec section 8), which toStructuredError parses back. */
export function apiErrorMessage(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** Reads the backend's `{code, message, issues?}` body when the text is one. */
export function parseErrorBody(bodyText: string): ErrorBody | undefined {
  if (!bodyText.trim().startsWith('{')) return undefined;
  try {
    return asErrorBody(JSON.parse(bodyText));
  } catch {
    return undefined;
  }
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ErrorBody | undefined;
  /** The catalogue code the backend sent; toStructuredError prefers it over message rules. */
  readonly code: ErrorCode | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(apiErrorMessage(status, statusText, bodyText));
    this.status = status;
    this.body = parseErrorBody(bodyText);
    this.code = this.body?.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Turns a query key into a URL (spec section 7): the first element is the path; an object second element
 * becomes a query string without null or undefined values; otherwise the elements are joined with '/'.
 */
export function buildQueryUrl(queryKey: QueryKey): string {
  const [path, ...rest] = queryKey;
  const base = String(path);
  const [second] = rest;
  if (rest.length === 1 && second !== null && typeof second === 'object') {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(second as Record<string, unknown>)) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
    const query = params.toString();
    return query ? `${base}?${query}` : base;
  }
  return [base, ...rest.map(String)].join('/');
}

/** A CSRF token for this browser's session, as every cookie-borne POST, PUT, PATCH and DELETE must carry. */
export async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(CSRF_TOKEN_PATH, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

async function csrfHeader(): Promise<Record<string, string>> {
  try {
    return { 'CSRF-Token': await fetchCsrfToken() };
  } catch (error) {
    // The request still goes out: the server answers AUTH_008 if it really needed the token.
    console.error('Could not fetch the CSRF token', error);
    return {};
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

export interface RequestOptions {
  on401?: On401Behaviour;
}

/** Every call to the backend: credentials always, CSRF header on unsafe methods, JSON only with a body. */
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = UNSAFE_METHODS.includes(method) ? await csrfHeader() : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'include',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (response.status === 401 && options.on401 === 'returnNull') return null as T;
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return (await readJson(response)) as T;
}

/** The default read for queries: GET the URL built from the key. */
export function getQueryFn<T>({ on401 = 'throw' }: RequestOptions = {}): QueryFunction<T> {
  return ({ queryKey }) => apiRequest<T>('GET', buildQueryUrl(queryKey), undefined, { on401 });
}
