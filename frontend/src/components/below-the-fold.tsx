import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Content below the fold, drawn just after the page's first paint. The render runs as a transition, which React
 * does in short slices between input and painting, so what nobody can see yet neither delays the first screen nor
 * blocks the main thread in one long task. Use it only for content that starts below the first screen: it appears
 * a moment after the rest, and nothing visible may move when it does.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
