import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the app renders ahead of time (src/entry-server.tsx) and while the browser hydrates that HTML; true
 * right after, and from the start on a page the browser renders itself. What depends on the visitor's clock (today's
 * date, the year, the season) waits for it: HTML rendered at build time cannot know the day it is read.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
