import { TOAST } from '@trivia/contracts';
import { Suspense, useEffect } from 'react';
import { useAfterFirstLoad } from '../lib/after-first-load';
import { lazyNamed } from '../lib/lazy-named';
import { overlayHostsReady, useOverlayHostsRequested } from '../lib/overlays';
import { TOAST_POSITION, TOAST_REGION_CLASS } from '../lib/toast-region';

// Toasts and confirm dialogs are opened through Mantine's store and window events (`notifications.show`, and
// `openConfirmModal` in lib/overlays), so the components that draw them need not wrap the app: they load once the
// page has (or when a dialog is asked for sooner), keeping their transitions, focus traps and scroll locks out of
// the first download.
const loadOverlays = () => import('./overlay-components');
const Notifications = lazyNamed(loadOverlays, 'Notifications');
const ModalsProvider = lazyNamed(loadOverlays, 'ModalsProvider');

/** Rendered after the hosts, so its effect runs once they listen. */
function Ready() {
  useEffect(overlayHostsReady, []);
  return null;
}

/** Where toasts and confirm dialogs appear; a toast shown before it has loaded waits in the store and appears then. */
export function OverlayHosts() {
  const loaded = useAfterFirstLoad();
  const requested = useOverlayHostsRequested();
  if (!loaded && !requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        className={TOAST_REGION_CLASS}
        position={TOAST_POSITION}
        limit={TOAST.limit}
        autoClose={TOAST.autoCloseMs}
      />
      <ModalsProvider />
      <Ready />
    </Suspense>
  );
}
