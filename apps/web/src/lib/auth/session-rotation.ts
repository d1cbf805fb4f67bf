// The last refresh of a session shared by several tabs: which refresh token it spent and what it
// answered. Kept in IndexedDB, not localStorage, because a tab may read localStorage stale just after
// another tab wrote it (Chromium syncs localStorage between renderer processes asynchronously), while
// an IndexedDB write whose transaction completed is seen by every tab that reads after it. The record
// is written before the refresh lock is released, so the next tab to take the lock always finds it.
import { createStore, del, get, set } from 'idb-keyval';
import type { SessionTokens } from './session-tokens';

export interface SessionRotation {
  spentRefreshToken: string;
  tokens: SessionTokens;
}

const recordKey = 'last-rotation';
let store: ReturnType<typeof createStore> | undefined;

function rotationStore() {
  store ??= createStore('fernleaf-session', 'rotation');
  return store;
}

/** Where the browser offers no IndexedDB (or refuses it), tabs fall back to what localStorage shows. */
function available(): boolean {
  return typeof indexedDB !== 'undefined';
}

export async function lastRotation(): Promise<SessionRotation | undefined> {
  if (!available()) return undefined;
  try {
    return await get<SessionRotation>(recordKey, rotationStore());
  } catch {
    return undefined;
  }
}

export async function recordRotation(rotation: SessionRotation): Promise<void> {
  if (!available()) return;
  try {
    await set(recordKey, rotation, rotationStore());
  } catch {
    // Without the record another tab may spend the old token and end the session; nothing else to do.
  }
}

export async function forgetRotation(): Promise<void> {
  if (!available()) return;
  try {
    await del(recordKey, rotationStore());
  } catch {
    // Nothing kept, nothing to forget.
  }
}
