import { modals } from '@mantine/modals';
import { useSyncExternalStore } from 'react';

// The toast and dialog hosts (app/overlay-hosts.tsx) load once the page has, or sooner when something asks for one.
// A toast waits in Mantine's store until its host is there; a confirm dialog is opened through this module, which
// asks for the hosts and opens it once they are listening.

let requested = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Loads the hosts now (a dialog is about to open), if they are not loaded yet. */
function requestOverlayHosts(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function useOverlayHostsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );
}

/** Called by the hosts once they listen for dialogs. */
export function overlayHostsReady(): void {
  markReady();
}

type ConfirmModalProps = Parameters<typeof modals.openConfirmModal>[0];

/** Mantine's confirm dialog, opened as soon as its host has loaded (at once, almost always). */
export function openConfirmModal(props: ConfirmModalProps): void {
  requestOverlayHosts();
  void ready.then(() => modals.openConfirmModal(props));
}
