// The signed-in member's feature flags as the server evaluated them, and whether they are ready
// (spec section 4: Fetching, then Success or Error). Not persisted: flags belong to one member's session.
import type { FeatureFlags } from '@fernleaf/contract/flags';
import { create } from 'zustand';

export type FlagsReadiness = 'Fetching' | 'Success' | 'Error';

export interface FlagsState {
  /**
   * 'Success' once flags have arrived, and it stays so while later refreshes run or fail: flags that
   * are a little old are still right, and a flicker back to defaults would move the page around.
   * 'Error' only when no flags have arrived at all.
   */
  readiness: FlagsReadiness;
  flags: FeatureFlags;
  /** When the server evaluated `flags` (ISO). */
  fetchedAt: string | undefined;
  /** This browser's clock (ms) when the last answer arrived: the minimum fetch interval counts from here. */
  receivedAt: number | undefined;
  /** The last failure, kept for support even while older flags are still shown. */
  lastError: unknown;
  started(): void;
  succeeded(answer: { flags: FeatureFlags; fetchedAt: string }, receivedAt: number): void;
  failed(error: unknown): void;
  reset(): void;
}

type FlagsData = Pick<FlagsState, 'readiness' | 'flags' | 'fetchedAt' | 'receivedAt' | 'lastError'>;

const initial: FlagsData = {
  readiness: 'Fetching',
  flags: {},
  fetchedAt: undefined,
  receivedAt: undefined,
  lastError: undefined,
};

export const useFlagsStore = create<FlagsState>()((set) => ({
  ...initial,
  started: () => set((state) => (state.readiness === 'Success' ? {} : { readiness: 'Fetching' })),
  succeeded: ({ flags, fetchedAt }, receivedAt) =>
    set({ readiness: 'Success', flags, fetchedAt, receivedAt, lastError: undefined }),
  failed: (lastError) =>
    set((state) => ({ readiness: state.readiness === 'Success' ? 'Success' : 'Error', lastError })),
  reset: () => set(initial),
}));
