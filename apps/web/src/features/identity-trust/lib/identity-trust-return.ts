// The check leaves the app for the provider's pages and comes back with a full page load, so the page
// to return to afterwards is kept in session storage, as the bank link does for Akoya. A stored value
// must never send the member elsewhere, so only a path of this site is kept or read.
import { isSitePath } from '../../../lib/site-path';

export const identityTrustReturnStorageKey = 'fernleaf.identityTrustReturn';
export const defaultIdentityTrustReturn = '/home';

export function saveIdentityTrustReturn(returnTo: string, storage: Storage = sessionStorage): void {
  if (isSitePath(returnTo)) storage.setItem(identityTrustReturnStorageKey, returnTo);
}

export function readIdentityTrustReturn(storage: Storage = sessionStorage): string {
  const stored = storage.getItem(identityTrustReturnStorageKey);
  return isSitePath(stored) ? stored : defaultIdentityTrustReturn;
}

export function clearIdentityTrustReturn(storage: Storage = sessionStorage): void {
  storage.removeItem(identityTrustReturnStorageKey);
}

/** Only a web address leaves the app; anything else from an answer is not followed. */
export function isWebUrl(url: string, base: string): boolean {
  try {
    const { protocol } = new URL(url, base);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
