import { STORAGE_KEYS } from '@trivia/contracts';
import { readStorage, removeStorage, writeStorage } from '../storage';

/** The visitor's answer to the cookie banner; null until they answer (nothing non-essential runs before). */
export type AnalyticsConsent = 'granted' | 'essential' | null;

const listeners = new Set<() => void>();

export function readAnalyticsConsent(): AnalyticsConsent {
  const stored = readStorage(STORAGE_KEYS.analyticsConsent);
  return stored === 'granted' || stored === 'essential' ? stored : null;
}

/** Remembers the answer; choosing essential only forgets the visitor id at once. */
export function writeAnalyticsConsent(choice: 'granted' | 'essential'): void {
  writeStorage(STORAGE_KEYS.analyticsConsent, choice);
  if (choice === 'essential') removeStorage(STORAGE_KEYS.analyticsVisitorId);
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: this tab's changes and other tabs' (the storage event). */
export function subscribeAnalyticsConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.analyticsConsent) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first-party visitor id, made on first use and only while analytics is accepted. */
export function analyticsVisitorId(): string | undefined {
  if (readAnalyticsConsent() !== 'granted') return undefined;
  const stored = readStorage(STORAGE_KEYS.analyticsVisitorId);
  if (stored && UUID.test(stored)) return stored;
  if (typeof crypto === 'undefined' || typeof crypto.randomUUID !== 'function') return undefined;
  const id = crypto.randomUUID();
  writeStorage(STORAGE_KEYS.analyticsVisitorId, id);
  return id;
}
