// Fetches the member's flags from GET /api/flags, no more often than the spec's minimum interval:
// a request within it answers the flags already held. Never rejects, so a route can await it and
// fall back to each flag's default when the fetch failed.
import { getFeatureFlags } from '@fernleaf/contract/call-addresses/get-feature-flags.gen';
import type { FeatureFlags } from '@fernleaf/contract/flags';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { registerStoreReset } from '../../../lib/store-reset';
import { useFlagsStore } from '../store';

/** Spec section 9: 20 minutes in production, 1 minute elsewhere so flag changes show quickly while building. */
export const productionFetchIntervalMs = 1_200_000;
export const developmentFetchIntervalMs = 60_000;

export function minimumFetchIntervalMs(production: boolean = import.meta.env.PROD): number {
  return production ? productionFetchIntervalMs : developmentFetchIntervalMs;
}

export interface FetchFlagsOptions {
  /** Defaults to this build's mode (`import.meta.env.PROD`). */
  production?: boolean;
  now?: () => number;
  /** Tests pass their own fetch. */
  call?: CallOptions;
}

let inFlight: Promise<FeatureFlags> | undefined;
// Bumped by resetFlags, so an answer for the member who just signed out is dropped on arrival.
let session = 0;

export function fetchFlags(options: FetchFlagsOptions = {}): Promise<FeatureFlags> {
  const now = options.now ?? Date.now;
  const store = useFlagsStore.getState();
  const age = store.receivedAt === undefined ? Number.POSITIVE_INFINITY : now() - store.receivedAt;
  if (store.readiness === 'Success' && age < minimumFetchIntervalMs(options.production)) {
    return Promise.resolve(store.flags);
  }
  // Callers asking at the same moment (app start, a route loader) share one request.
  if (inFlight) return inFlight;

  const startedIn = session;
  store.started();
  const request = callApi(getFeatureFlags, undefined, options.call).then(
    (answer) => {
      if (startedIn === session) useFlagsStore.getState().succeeded(answer, now());
    },
    // A failure does not start the interval: the next request tries again rather than leaving the
    // member on defaults for 20 minutes after one dropped connection.
    (error: unknown) => {
      if (startedIn === session) useFlagsStore.getState().failed(error);
    },
  );
  const current = request.then(() => {
    if (inFlight === current) inFlight = undefined;
    return useFlagsStore.getState().flags;
  });
  inFlight = current;
  return current;
}

/** On logout: forgets the member's flags and the interval, so the next member fetches their own at once. */
export function resetFlags(): void {
  session += 1;
  inFlight = undefined;
  useFlagsStore.getState().reset();
}

// Logout resets every registered store (spec section 4); the flags go with them.
registerStoreReset(resetFlags);
