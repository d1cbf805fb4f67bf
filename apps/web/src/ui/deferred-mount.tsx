import { type ReactNode, useDeferredValue } from 'react';

/**
 * False on a part's first render, then true in a second render that React runs as a transition once
 * that first one is on screen. A transition renders in slices that hand the main thread back to the
 * browser every few milliseconds, so what waits for it neither delays the first screen's paint nor
 * makes a long task while the page loads (Lighthouse's total blocking time, decision 071). What
 * renders later must not move what the first render showed: keep it below, or hold its place.
 */
export function useDeferredMount(): boolean {
  return useDeferredValue(true, false);
}

/** Its children render in the second pass of `useDeferredMount`, counted from when this mounts. */
export function DeferredMount({ children }: { children: ReactNode }) {
  return useDeferredMount() ? children : null;
}

/**
 * A query's status as the page shows it: it follows the query's own in a second render, run as a
 * transition, so the content an answer brings renders in slices rather than in the one long task of
 * the store update that delivers it. Until then the page keeps showing what it showed (its loading line).
 */
export function useShownStatus(status: 'pending' | 'error' | 'success'): 'pending' | 'error' | 'success' {
  return useDeferredValue(status);
}
