import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children just after the first paint, in a transition React splits into short slices: a long page
 * shows what is on screen first, and the main thread is never blocked for the whole page at once (Total
 * Blocking Time on a phone). For content below the fold only: it appears a moment later than the rest.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : null;
}
