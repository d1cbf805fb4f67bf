// The member's session in this tab: the tokens, the refresh timer, and what happens when the
// session ends. Everything that needs a token asks `getAccessToken()`, which refreshes first when
// the token has 15 s or less left.

import { clearSessionTokens, loadSessionTokens, type SessionTokens, saveSessionTokens } from './session-tokens';
import { isAccessTokenValid, refreshDelayMs } from './token-rules';

let tokens: SessionTokens | undefined;
let rememberBrowser = true;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<void> | undefined;
const endListeners = new Set<() => void>();

export function hasSession(): boolean {
  return tokens !== undefined;
}

export function currentIdToken(): string | undefined {
  return tokens?.idToken;
}

/** Picks up the tokens a previous page load kept, and schedules their refresh. */
export function resumeSession(remember: boolean): boolean {
  rememberBrowser = remember;
  tokens = loadSessionTokens();
  if (tokens) scheduleRefresh();
  return tokens !== undefined;
}

export function startSession(next: SessionTokens, remember: boolean): void {
  rememberBrowser = remember;
  tokens = next;
  saveSessionTokens(next, remember);
  scheduleRefresh();
}

/** Drops the tokens from memory and storage; the service session is ended by the logout page. */
export function dropSession(): void {
  tokens = undefined;
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  clearSessionTokens();
  void import('./session-rotation').then(({ forgetRotation }) => forgetRotation());
}

/** Called when a refresh is refused: the session ended elsewhere (signed out, or a reused token). */
export function onSessionEnded(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

function scheduleRefresh(): void {
  clearTimeout(refreshTimer);
  if (!tokens) return;
  refreshTimer = setTimeout(() => void refresh(), refreshDelayMs(tokens.expiresAt, Date.now()));
}

/** The Web Lock every tab of this browser takes to refresh: they share one rotating refresh token. */
export const refreshLockName = 'fernleaf.session.refresh';

/** Runs `work` while no other tab refreshes; where the browser has no Web Locks, runs it at once. */
function exclusively(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(refreshLockName, work).then(() => undefined) : work();
}

function refresh(): Promise<void> {
  refreshing ??= exclusively(async () => {
    // Another tab may have refreshed while this one waited for the lock: sending the refresh token it
    // spent would be refused, and the service would end the session of every tab.
    const refreshToken = tokens?.refreshToken;
    try {
      const { tokensRefreshedElsewhere, recordRotation } = await import('./session-rotation');
      const adopted = await tokensRefreshedElsewhere(refreshToken);
      if (adopted) {
        startSession(adopted, rememberBrowser);
        return;
      }
      if (!refreshToken) throw new Error('no refresh token');
      // The sign-in client (oauth4webapi) loads only when a token needs refreshing, not with the first screen.
      const { refreshSessionTokens } = await import('./oidc-client');
      const next = await refreshSessionTokens(refreshToken);
      // Recorded before the lock is released, so the next tab to take it sees this refresh. Tokens kept
      // for this tab alone (not "remember this browser") are not shared, so not recorded.
      if (rememberBrowser) await recordRotation({ spentRefreshToken: refreshToken, tokens: next });
      startSession(next, rememberBrowser);
    } catch (error) {
      // A network failure keeps the session: the next call or timer tries again while the token lasts.
      if (error instanceof TypeError && tokens && isAccessTokenValid(tokens.expiresAt, Date.now())) {
        refreshTimer = setTimeout(() => void refresh(), 30_000);
        return;
      }
      dropSession();
      for (const listener of endListeners) listener();
    }
  }).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

export async function getAccessToken(): Promise<string | undefined> {
  if (!tokens) return undefined;
  if (!isAccessTokenValid(tokens.expiresAt, Date.now())) await refresh();
  return tokens?.accessToken;
}
