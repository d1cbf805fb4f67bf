// The bank store of spec section 3: the member's linked banks, the institution chosen in the link
// flow, the bank that was just linked, and whether the bank list has been fetched. Only the chosen
// and the linked bank persist, in session storage, because the Akoya-style link leaves the page for
// the provider's and comes back with a full page load.
import {
  type Institution,
  institutionSchema,
  type LinkedBank,
  type LinkedBankSummary,
  linkedBankSummarySchema,
} from '@fernleaf/contract/bank';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { registerStoreReset } from '../../lib/store-reset';

/** Session storage key of `{ state: { selectedBank, linkedBank }, version }`. */
export const bankStoreStorageKey = 'fernleaf.bank';

export interface BankState {
  banks: LinkedBank[];
  /** The institution the member picked in the link flow. */
  selectedBank: Institution | null;
  /** The bank the last link finished with (status COMPLETE). */
  linkedBank: LinkedBankSummary | null;
  /** True once the bank list has been fetched, whether or not the fetch succeeded. */
  hasFetchingCompleted: boolean;
  /** Stores a fetched list and marks fetching as completed. */
  setBanks(banks: LinkedBank[]): void;
  setFetchingCompleted(completed: boolean): void;
  setSelectedBank(institution: Institution | null): void;
  setLinkedBank(bank: LinkedBankSummary | null): void;
  reset(): void;
}

type PersistedBankState = Pick<BankState, 'selectedBank' | 'linkedBank'>;

const initialState = {
  banks: [],
  selectedBank: null,
  linkedBank: null,
  hasFetchingCompleted: false,
} satisfies Partial<BankState>;

/** A hand-edited or outdated entry yields nulls rather than a shape the screens do not expect. */
function sanitise(persisted: unknown): PersistedBankState {
  const stored = (persisted ?? {}) as Record<string, unknown>;
  const selected = institutionSchema.safeParse(stored.selectedBank);
  const linked = linkedBankSummarySchema.safeParse(stored.linkedBank);
  return { selectedBank: selected.success ? selected.data : null, linkedBank: linked.success ? linked.data : null };
}

export const useBankStore = create<BankState>()(
  persist(
    (set) => ({
      ...initialState,
      setBanks: (banks) => set({ banks, hasFetchingCompleted: true }),
      setFetchingCompleted: (hasFetchingCompleted) => set({ hasFetchingCompleted }),
      setSelectedBank: (selectedBank) => set({ selectedBank }),
      setLinkedBank: (linkedBank) => set({ linkedBank }),
      reset: () => set(initialState),
    }),
    {
      name: bankStoreStorageKey,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ selectedBank, linkedBank }): PersistedBankState => ({ selectedBank, linkedBank }),
      merge: (persisted, current) => ({ ...current, ...sanitise(persisted) }),
    },
  ),
);

// Logout resets every registered store (spec section 4); the member's banks go with them.
registerStoreReset(() => useBankStore.getState().reset());
