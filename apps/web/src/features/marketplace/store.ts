// The marketplace flows' answers, one record per vertical with the origin it started from. Kept in
// session storage so a reload or the browser's back button loses nothing; the SSN alone stays in
// memory, so it is never written to the browser's storage.
import { type MarketplaceOrigin, marketplaceOrigins } from '@fernleaf/contract/marketplace-flows';
import { type MarketplaceVertical, marketplaceVerticals } from '@fernleaf/contract/marketplace-verticals';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { registerStoreReset } from '../../lib/store-reset';
import { type FlowAnswers, sanitiseAnswers } from './lib/answers';

/** Session storage key of `{ state: { flows }, version }`. */
export const marketplaceStoreStorageKey = 'fernleaf.marketplace';

export interface FlowRecord {
  origin: MarketplaceOrigin;
  answers: FlowAnswers;
  /**
   * Set once the flow's application is sent (its answers are dropped then): a step opened again, by
   * Back from the offers, says the application was sent and leads to its offers, instead of a form
   * with half its answers gone that could not be sent.
   */
  submittedApplicationId?: string;
}

export type FlowRecords = Partial<Record<MarketplaceVertical, FlowRecord>>;

export interface MarketplaceState {
  flows: FlowRecords;
  setOrigin(vertical: MarketplaceVertical, origin: MarketplaceOrigin): void;
  answer(vertical: MarketplaceVertical, answers: FlowAnswers): void;
  /** After a submitted application: the answers go, the application's id stays until a fresh start. */
  submitted(vertical: MarketplaceVertical, applicationId: string): void;
  /** A fresh start of the flow. */
  clear(vertical: MarketplaceVertical): void;
  reset(): void;
}

const emptyRecord: FlowRecord = { origin: 'marketplace', answers: {} };

export function flowRecordOf(flows: FlowRecords, vertical: MarketplaceVertical): FlowRecord {
  return flows[vertical] ?? emptyRecord;
}

const persistedRecordSchema = z.object({
  origin: z.enum(marketplaceOrigins).catch('marketplace'),
  answers: z.unknown().transform(sanitiseAnswers),
  submittedApplicationId: z.uuid().optional().catch(undefined),
});

/** A stored entry as the store reads it back: unknown verticals and malformed records dropped. */
export function sanitisePersistedFlows(persisted: unknown): FlowRecords {
  const flows = (persisted as { flows?: unknown } | undefined)?.flows;
  if (!flows || typeof flows !== 'object') return {};
  const records: FlowRecords = {};
  for (const vertical of marketplaceVerticals) {
    const parsed = persistedRecordSchema.safeParse((flows as Record<string, unknown>)[vertical]);
    if (parsed.success) records[vertical] = parsed.data;
  }
  return records;
}

function withoutSsn(flows: FlowRecords): FlowRecords {
  return Object.fromEntries(
    Object.entries(flows).map(([vertical, record]) => {
      const { ssn: _ssn, ...answers } = record.answers;
      return [vertical, { ...record, answers }];
    }),
  );
}

export const useMarketplaceStore = create<MarketplaceState>()(
  persist(
    (set) => ({
      flows: {},
      setOrigin: (vertical, origin) =>
        set((state) => ({ flows: { ...state.flows, [vertical]: { ...flowRecordOf(state.flows, vertical), origin } } })),
      answer: (vertical, answers) =>
        set((state) => {
          const record = flowRecordOf(state.flows, vertical);
          return { flows: { ...state.flows, [vertical]: { ...record, answers: { ...record.answers, ...answers } } } };
        }),
      submitted: (vertical, applicationId) =>
        set((state) => ({
          flows: {
            ...state.flows,
            [vertical]: {
              origin: flowRecordOf(state.flows, vertical).origin,
              answers: {},
              submittedApplicationId: applicationId,
            },
          },
        })),
      clear: (vertical) =>
        set((state) => {
          const { [vertical]: _cleared, ...others } = state.flows;
          return { flows: others };
        }),
      reset: () => set({ flows: {} }),
    }),
    {
      name: marketplaceStoreStorageKey,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ flows }) => ({ flows: withoutSsn(flows) }),
      merge: (persisted, current) => ({ ...current, flows: sanitisePersistedFlows(persisted) }),
    },
  ),
);

registerStoreReset(() => useMarketplaceStore.getState().reset());
