import { useEffect, useState } from 'react';

// True once the browser has had a moment with nothing to do (at most `timeout` ms after the
// first render): for reads the screen does not need to draw, so they do not compete with the
// page's own reads and rendering on a cold load (the bell on a cold /calendar, decision 046).
export function useAfterFirstDraw(timeout = 2_000): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setDrawn(true), { timeout });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setDrawn(true), 0);
    return () => window.clearTimeout(timer);
  }, [timeout]);
  return drawn;
}
