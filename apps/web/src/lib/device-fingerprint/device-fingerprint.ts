// The device's visitor id for fraud checks, read once and then served from memory (spec section 4)
// and from local storage across reloads (spec section 7). A failure never stops the app: it is
// logged and the caller gets undefined.
import { fingerprintErrorKind, fingerprintErrorMessages } from './fingerprint-errors';
import { type FingerprintOptionsInput, parseFingerprintOptions } from './fingerprint-options';
import { createFingerprintStorage, type FingerprintStorage } from './fingerprint-storage';
import { type LoadFingerprintAgent, loadAgentWithRetry } from './load-agent-with-retry';

export interface DeviceFingerprintDependencies {
  /** Tests inject a fake agent; the open-source FingerprintJS agent otherwise. */
  load?: LoadFingerprintAgent;
  storage?: FingerprintStorage;
  /** Epoch milliseconds. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  options?: FingerprintOptionsInput;
}

export interface DeviceFingerprintReader {
  get(): Promise<string | undefined>;
  clear(): void;
}

// Loaded on first use so the agent stays out of the start-up bundle. `monitoring: false` stops the
// agent's own usage-statistics request to a third party.
const loadOpenSourceAgent: LoadFingerprintAgent = async () => {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  return load({ monitoring: false });
};

export function createDeviceFingerprintReader(
  dependencies: DeviceFingerprintDependencies = {},
): DeviceFingerprintReader {
  const { cacheTimeSeconds } = parseFingerprintOptions(dependencies.options);
  const load = dependencies.load ?? loadOpenSourceAgent;
  const storage = dependencies.storage ?? createFingerprintStorage();
  const now = dependencies.now ?? Date.now;

  let pending: Promise<string | undefined> | undefined;
  let expiresAt = 0;
  // Bumped by clear() so a read that was already running cannot refill the cache afterwards.
  let generation = 0;

  async function read(readGeneration: number): Promise<string | undefined> {
    const stored = storage.read(now());
    if (stored) return stored;
    try {
      const agent = await loadAgentWithRetry(load, dependencies.sleep ? { sleep: dependencies.sleep } : {});
      const { visitorId } = await agent.get();
      if (readGeneration === generation) storage.write(visitorId, now(), cacheTimeSeconds);
      return visitorId;
    } catch (error) {
      console.warn(fingerprintErrorMessages[fingerprintErrorKind(error)], error);
      // Failures are not cached: the next caller tries again, in case the cause was passing.
      if (readGeneration === generation) pending = undefined;
      return undefined;
    }
  }

  return {
    get() {
      // The memory copy expires with the stored one, so a tab left open all day re-identifies.
      if (pending && now() >= expiresAt) pending = undefined;
      if (!pending) {
        expiresAt = now() + cacheTimeSeconds * 1000;
        pending = read(generation);
      }
      return pending;
    },
    clear() {
      generation += 1;
      pending = undefined;
      storage.clear();
    },
  };
}

let defaultReader: DeviceFingerprintReader | undefined;

/** The visitor id, or undefined when the agent failed (already logged). Concurrent callers share one read. */
export function getDeviceFingerprint(): Promise<string | undefined> {
  defaultReader ??= createDeviceFingerprintReader();
  return defaultReader.get();
}

/** Forgets the visitor id in memory and in local storage, e.g. on logout. */
export function clearDeviceFingerprint(): void {
  defaultReader?.clear();
  // Also when nothing was read yet this page load: an earlier page may have stored one.
  if (!defaultReader) createFingerprintStorage().clear();
}
