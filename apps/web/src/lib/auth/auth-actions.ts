// What the app does with the session: start it on page load, load the profile once signed in, and
// sign out exactly as spec section 4 lists.
import { getProfile } from '@fernleaf/contract/call-addresses/get-profile.gen';
import { callApi, connectApiSession } from '../api-client';
import { setMonitoringUser } from '../monitoring';
import { resetAllStores } from '../store-reset';
import { useAuthStore } from './auth-store';
import { currentIdToken, dropSession, getAccessToken, hasSession, onSessionEnded, resumeSession } from './session';

/** Kept across logout: the activation widget remembers it was dismissed (spec section 4). */
export const activationWidgetStorageKey = 'fernleaf.activationWidget';
/** The cash-advance repricing treatment the member was shown; removed at logout. */
export const userTreatmentStorageKey = 'fernleaf.userTreatment';

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Starts the session kept from an earlier page load, if any, and loads the member's profile. */
export function bootstrapAuth(): void {
  connectApiSession({
    getAccessToken,
    onInvalidToken: () => {
      dropSession();
      window.location.assign(`/login?returnTo=${encodeURIComponent(currentPath())}`);
    },
    onSessionRevoked: () => window.location.assign('/logout'),
  });
  onSessionEnded(() => {
    useAuthStore.getState().setStatus('unauthorized');
    window.location.assign(`/login?returnTo=${encodeURIComponent(currentPath())}`);
  });
  if (resumeSession(useAuthStore.getState().rememberBrowser)) void loadProfile();
  else useAuthStore.getState().setStatus('unauthorized');
}

/** The profile is fetched only once the session is authenticated (spec section 4). */
export async function loadProfile(): Promise<void> {
  const auth = useAuthStore.getState();
  if (!hasSession()) {
    auth.setStatus('unauthorized');
    return;
  }
  auth.setProfileLoading(true);
  try {
    const user = await callApi(getProfile, { query: { withProfilePicturePreview: 'true' } });
    useAuthStore.getState().setUser(user);
    setMonitoringUser(user.id);
    useAuthStore.getState().setStatus('authorized');
  } catch {
    if (useAuthStore.getState().status === 'loading') useAuthStore.getState().setStatus('unauthorized');
  } finally {
    useAuthStore.getState().setProfileLoading(false);
  }
}

// The sign-in client (oauth4webapi) loads when signing in or out, not with the first screen.
export async function signIn(returnTo = '/home') {
  const { beginSignIn } = await import('./oidc-client');
  return beginSignIn({ screen: 'sign-in', returnTo });
}

function clearSessionStorageExceptActivationWidget(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key !== activationWidgetStorageKey) sessionStorage.removeItem(key);
  }
}

/**
 * Spec section 4: reset every store, remove the user-treatment flag, clear the monitoring user,
 * clear session storage except the activation widget entry, sign out at the service and drop the
 * token. Answers the service's sign-out address, which brings the browser back to /logout.
 */
export async function logout(): Promise<string> {
  const idToken = currentIdToken();
  resetAllStores();
  localStorage.removeItem(userTreatmentStorageKey);
  setMonitoringUser(undefined);
  clearSessionStorageExceptActivationWidget();
  dropSession();
  const auth = useAuthStore.getState();
  auth.setUser(null);
  auth.setStatus('loggedOut');
  auth.setLogoutPageAccessible(true);
  const { endSessionUrl } = await import('./oidc-client');
  return endSessionUrl(idToken);
}
