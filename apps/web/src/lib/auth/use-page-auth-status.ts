import { useHydrated } from '../use-hydrated';
import { type AuthStatus, useAuthStore } from './auth-store';

/**
 * The auth status as a page draws it: `loading` in the build's prerender and while the browser
 * hydrates a prerendered page, whatever the session already says, so that hydration finds the markup
 * the build wrote (a visitor's, before the session is known); the store's status from the render
 * after it, and in every render of a page the browser draws itself (decision 070).
 */
export function usePageAuthStatus(): AuthStatus {
  const status = useAuthStore((state) => state.status);
  return useHydrated() ? status : 'loading';
}
