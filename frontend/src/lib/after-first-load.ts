import { useEffect, useState } from 'react';

let loaded: Promise<void> | null = null;
let done = false;

/**
 * Resolves once the page has loaded and the browser is idle: when code that the first screen does not need (menus,
 * toast and dialog hosts, the page table) may be fetched without competing with what the first paint waits for.
 */
export function afterFirstLoad(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 1000 })
        : globalThis.setTimeout(resolve, 1);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }).then(() => {
    done = true;
  });
  return loaded;
}

/** False until `afterFirstLoad` has resolved (at once on later renders): gates what may wait until then. */
export function useAfterFirstLoad(): boolean {
  const [ready, setReady] = useState(done);
  useEffect(() => {
    if (done) return;
    let live = true;
    void afterFirstLoad().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
