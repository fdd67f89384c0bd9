import { STORAGE_KEYS, VERTICAL_IDS, type VerticalId } from '@trivia/contracts';
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

const listeners = new Set<() => void>();

function readSelectedVertical(): VerticalId | null {
  // A plain list check, not the zod schema: this runs on every page's first render (issue 16's JavaScript budget).
  const stored = readStorage(STORAGE_KEYS.selectedVertical);
  return VERTICAL_IDS.find((id) => id === stored) ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the choice should show here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.selectedVertical) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function storeSelectedVertical(id: VerticalId | null): void {
  if (id) writeStorage(STORAGE_KEYS.selectedVertical, id);
  else removeStorage(STORAGE_KEYS.selectedVertical);
  listeners.forEach((listener) => listener());
}

export function useSelectedVerticalId(): VerticalId | null {
  return useSyncExternalStore(subscribe, readSelectedVertical, () => null);
}
