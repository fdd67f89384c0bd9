import { useEffect, useState } from 'react';

/** The local clock, re-read every `intervalMs` while `active`: only for drawing timers the server owns. */
export function useNow(active: boolean, intervalMs = 200): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    const first = window.setTimeout(() => setNow(Date.now()), 0);
    return () => {
      window.clearInterval(id);
      window.clearTimeout(first);
    };
  }, [active, intervalMs]);
  return now;
}
