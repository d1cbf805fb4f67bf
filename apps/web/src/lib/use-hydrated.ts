import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False in the build's prerender and during the browser's hydration of a prerendered page, true from
 * the render after it (React re-renders by itself when the two answers differ) and in every render
 * of a page the browser draws itself. What only the browser knows (the address's query, this tab's
 * storage, the brand the server wrote into the page) waits for it, so that hydration finds the markup
 * the build wrote (docs/decisions/070-prerendered-first-visits.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
