import { ERROR_MONITORING } from '@trivia/contracts';

const REDACTED = '[Redacted]';

function isSensitiveKey(key: string): boolean {
  const lower = key.toLowerCase();
  return ERROR_MONITORING.redactedFields.some((field) => lower.includes(field));
}

/** Replaces the value of every password, token, secret or authorization field, at any depth. */
export function redactSensitive<T>(value: T, depth = 0): T {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => redactSensitive(item, depth + 1)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    copy[key] = isSensitiveKey(key) ? REDACTED : redactSensitive(inner, depth + 1);
  }
  return copy as T;
}
