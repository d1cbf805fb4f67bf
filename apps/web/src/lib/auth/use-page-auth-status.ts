import { useDeferredValue } from 'react';
import { useHydrated } from '../use-hydrated';
import { type AuthStatus, useAuthStore } from './auth-store';

/**
 * The auth status as a page draws it: `loading` in the build's prerender and while the browser
 * hydrates a prerendered page, whatever the session already says, so that hydration finds the markup
 * the build wrote (a visitor's, before the session is known); the store's status from the render
 * after it, and in every render of a page the browser draws itself (decision 070).
 *
 * A change of status follows in a second render that React runs as a transition (`useDeferredValue`):
 * the member's page that "authorized" brings in renders in slices, not in the one long task of the
 * store update that delivers the profile (Lighthouse's total blocking time, decision 071).
 */
export function usePageAuthStatus(): AuthStatus {
  const status = useAuthStore((state) => state.status);
  return useDeferredValue(useHydrated() ? status : 'loading');
}
