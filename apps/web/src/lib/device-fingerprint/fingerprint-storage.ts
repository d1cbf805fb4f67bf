// Spec section 7: the visitor id is kept in local storage for the cache time, so a reload within
// the hour does not run the agent (and its CPU-heavy sources) again.

/** Local storage key of the cached result: `{ visitorId, expiresAt }` with `expiresAt` in epoch ms. */
export const fingerprintStorageKey = 'fernleaf.device-fingerprint';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface FingerprintStorage {
  read(nowMs: number): string | undefined;
  write(visitorId: string, nowMs: number, cacheTimeSeconds: number): void;
  clear(): void;
}

function browserStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Reading localStorage itself throws when the browser blocks site data.
    return undefined;
  }
}

/** Every operation swallows storage errors: without storage the memory cache still works. */
export function createFingerprintStorage(storage: StorageLike | undefined = browserStorage()): FingerprintStorage {
  return {
    read(nowMs) {
      try {
        const raw = storage?.getItem(fingerprintStorageKey);
        if (!raw) return undefined;
        const entry: unknown = JSON.parse(raw);
        if (
          typeof entry === 'object' &&
          entry !== null &&
          'visitorId' in entry &&
          'expiresAt' in entry &&
          typeof entry.visitorId === 'string' &&
          entry.visitorId !== '' &&
          typeof entry.expiresAt === 'number' &&
          entry.expiresAt > nowMs
        ) {
          return entry.visitorId;
        }
        storage?.removeItem(fingerprintStorageKey);
        return undefined;
      } catch {
        return undefined;
      }
    },
    write(visitorId, nowMs, cacheTimeSeconds) {
      try {
        const entry = { visitorId, expiresAt: nowMs + cacheTimeSeconds * 1000 };
        storage?.setItem(fingerprintStorageKey, JSON.stringify(entry));
      } catch {
        // Quota exceeded or storage disabled: the next page load simply runs the agent again.
      }
    },
    clear() {
      try {
        storage?.removeItem(fingerprintStorageKey);
      } catch {
        // Nothing stored that we could remove.
      }
    },
  };
}
