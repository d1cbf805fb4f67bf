// The last refresh of a session shared by several tabs: which refresh token it spent and what it
// answered. Kept in IndexedDB, not localStorage, because a tab may read localStorage stale just after
// another tab wrote it (Chromium syncs localStorage between renderer processes asynchronously), while
// an IndexedDB write whose transaction completed is seen by every tab that reads after it. The record
// is written before the refresh lock is released, so the next tab to take the lock always finds it.
// Loaded only when a token needs refreshing, not with the first screen.
import { createStore, del, get, set } from 'idb-keyval';
import { loadSessionTokens, type SessionTokens } from './session-tokens';
import { isAccessTokenValid } from './token-rules';

interface SessionRotation {
  spentRefreshToken: string;
  tokens: SessionTokens;
}

const recordKey = 'last-rotation';
let store: ReturnType<typeof createStore> | undefined;

// Where the browser offers no IndexedDB (or refuses it), every call below fails into its catch and the
// tabs fall back to what localStorage shows.
function rotationStore() {
  store ??= createStore('fernleaf-session', 'rotation');
  return store;
}

async function lastRotation(): Promise<SessionRotation | undefined> {
  try {
    return await get<SessionRotation>(recordKey, rotationStore());
  } catch {
    return undefined;
  }
}

/**
 * The tokens another tab got by spending `refreshToken`, if it did. The rotation record is read first:
 * localStorage may still show this tab the tokens from before the other tab's refresh.
 */
export async function tokensRefreshedElsewhere(refreshToken: string | undefined): Promise<SessionTokens | undefined> {
  const now = Date.now();
  const rotation = await lastRotation();
  if (rotation && rotation.spentRefreshToken === refreshToken && isAccessTokenValid(rotation.tokens.expiresAt, now)) {
    return rotation.tokens;
  }
  const stored = loadSessionTokens();
  if (stored && stored.refreshToken !== refreshToken && isAccessTokenValid(stored.expiresAt, now)) return stored;
  return undefined;
}

export async function recordRotation(rotation: SessionRotation): Promise<void> {
  try {
    await set(recordKey, rotation, rotationStore());
  } catch {
    // Without the record another tab may spend the old token and end the session; nothing else to do.
  }
}

export async function forgetRotation(): Promise<void> {
  try {
    await del(recordKey, rotationStore());
  } catch {
    // Nothing kept, nothing to forget.
  }
}
