import { startTransition, useEffect, useState } from 'react';
import { afterFirstPaint } from '../after-first-paint';

/** False on the first screen, true once the page is idle after it: when to load what it does not show. */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    afterFirstPaint(() => {
      // What it loads renders in slices, never as one long task while the page settles.
      if (active) startTransition(() => setReady(true));
    });
    return () => {
      active = false;
    };
  }, []);
  return ready;
}
