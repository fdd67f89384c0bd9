import { TOAST } from '@trivia/contracts';
import { lazy, Suspense } from 'react';
import { TOAST_POSITION, TOAST_REGION_CLASS } from '../lib/toast-region';

// Toasts and confirm dialogs are opened through Mantine's stores and window events (`notifications.show`,
// `modals.openConfirmModal`), so the components that draw them need not wrap the app: they load just after the first
// render, keeping their transitions, focus traps and scroll locks out of the first download.
const Notifications = lazy(async () => ({ default: (await import('./overlay-components')).Notifications }));
const ModalsProvider = lazy(async () => ({ default: (await import('./overlay-components')).ModalsProvider }));

/** Where toasts and confirm dialogs appear; a toast shown before it has loaded waits in the store and appears then. */
export function OverlayHosts() {
  return (
    <Suspense fallback={null}>
      <Notifications
        className={TOAST_REGION_CLASS}
        position={TOAST_POSITION}
        limit={TOAST.limit}
        autoClose={TOAST.autoCloseMs}
      />
      <ModalsProvider />
    </Suspense>
  );
}
