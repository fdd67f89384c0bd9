import { STORAGE_KEYS, type VerticalId } from '@trivia/contracts';
import { useSyncExternalStore } from 'react';
import { readSelectedVertical } from '../../../lib/selected-vertical';
import { removeStorage, writeStorage } from '../../../lib/storage';

const listeners = new Set<() => void>();

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
