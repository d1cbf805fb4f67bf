// The investing store holds what the member chose and the server does not serve back to a page: the
// risk answers picked so far, so a reload in the middle of the questions keeps them (session storage,
// under `investmentStore`, spec section 4). Everything the server answers (the accounts, the risk
// questions and the score) lives in TanStack Query only, under the keys of api/investing-query-keys.ts
// (decision 049).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { registerStoreReset } from '../../lib/store-reset';

export const investmentStoreStorageKey = 'investmentStore';

export interface InvestmentState {
  /** Option id by question id: the answers as last saved, to start each question from. */
  riskAnswers: Record<string, string>;
  setRiskAnswers(answers: Record<string, string>): void;
  reset(): void;
}

export const useInvestmentStore = create<InvestmentState>()(
  persist(
    (set) => ({
      riskAnswers: {},
      setRiskAnswers: (riskAnswers) => set({ riskAnswers }),
      reset: () => set({ riskAnswers: {} }),
    }),
    {
      name: investmentStoreStorageKey,
      version: 2,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ riskAnswers }) => ({ riskAnswers }),
      // Version 1 kept the questions beside the answers; the answers carry over.
      migrate: (persisted) => ({
        riskAnswers: (persisted as { riskAnswers?: Record<string, string> }).riskAnswers ?? {},
      }),
    },
  ),
);

registerStoreReset(() => useInvestmentStore.getState().reset());
