// The investing store (spec sections 3 and 4): the member's investment account and credit reserve,
// the risk questions, answers and score. Only the questions and answers persist, in session storage
// under `investmentStore`, so a reload in the middle of the questions keeps what was chosen; the
// accounts and the score are read from the server again.
import { errorCodes } from '@fernleaf/contract/errors';
import type { PlusAccount, RiskQuestionView } from '@fernleaf/contract/investing';
import type { RiskTolerance } from '@fernleaf/contract/investing-risk';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ApiError, type CallOptions } from '../../lib/api-client';
import { registerStoreReset } from '../../lib/store-reset';
import { fetchPlusAccounts, fetchRiskQuestions, fetchRiskScore, putRiskAnswers } from './api/investing-calls';
import { creditReserveOf, investmentAccountOf } from './lib/plus-accounts';

export const investmentStoreStorageKey = 'investmentStore';

export interface RiskScore {
  score: number;
  riskTolerance: RiskTolerance;
}

export interface InvestmentState {
  /** Undefined until the plus accounts are fetched; null when the member has none of that kind. */
  investmentAccount: PlusAccount | null | undefined;
  creditReserve: PlusAccount | null | undefined;
  /** The last plus-account fetch's failure (U0022 is not one: it means "none"). */
  accountsError: unknown;
  riskQuestions: RiskQuestionView[] | undefined;
  /** Option id by question id. */
  riskAnswers: Record<string, string>;
  riskScore: RiskScore | undefined;
  loadPlusAccounts(options?: CallOptions): Promise<void>;
  /** Fetched once; later calls answer the cached questions. */
  loadRiskQuestions(options?: CallOptions): Promise<RiskQuestionView[]>;
  /** Fetched until a complete score is stored, then cached. */
  loadRiskScore(options?: CallOptions): Promise<RiskScore | undefined>;
  saveRiskAnswer(questionId: string, optionId: string, options?: CallOptions): Promise<void>;
  reset(): void;
}

const initialState = {
  investmentAccount: undefined,
  creditReserve: undefined,
  accountsError: undefined,
  riskQuestions: undefined,
  riskAnswers: {},
  riskScore: undefined,
} satisfies Partial<InvestmentState>;

/** Spec section 4: a score is kept only with both of its parts; the server sends nulls before the last answer. */
function completeScore(answer: { score: number | null; riskTolerance: RiskTolerance | null }): RiskScore | undefined {
  return answer.score !== null && answer.riskTolerance !== null
    ? { score: answer.score, riskTolerance: answer.riskTolerance }
    : undefined;
}

export const useInvestmentStore = create<InvestmentState>()(
  persist(
    (set, get) => ({
      ...initialState,
      loadPlusAccounts: async (options) => {
        try {
          const accounts = await fetchPlusAccounts(options);
          set({
            investmentAccount: investmentAccountOf(accounts),
            creditReserve: creditReserveOf(accounts),
            accountsError: undefined,
          });
        } catch (error) {
          if (error instanceof ApiError && error.code === errorCodes.U0022) {
            set({ investmentAccount: null, creditReserve: null, accountsError: undefined });
            return;
          }
          set({ accountsError: error });
          throw error;
        }
      },
      loadRiskQuestions: async (options) => {
        const cached = get().riskQuestions;
        if (cached) return cached;
        const questions = await fetchRiskQuestions(options);
        set({ riskQuestions: questions });
        return questions;
      },
      loadRiskScore: async (options) => {
        const cached = get().riskScore;
        if (cached) return cached;
        const riskScore = completeScore(await fetchRiskScore(options));
        if (riskScore) set({ riskScore });
        return riskScore;
      },
      saveRiskAnswer: async (questionId, optionId, options) => {
        const saved = await putRiskAnswers({ [questionId]: optionId }, options);
        // A changed answer changes the score: the answer to the save replaces the cached one.
        set({ riskAnswers: saved.answers, riskScore: completeScore(saved) });
      },
      reset: () => set(initialState),
    }),
    {
      name: investmentStoreStorageKey,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ riskQuestions, riskAnswers }) => ({ riskQuestions, riskAnswers }),
    },
  ),
);

registerStoreReset(() => useInvestmentStore.getState().reset());
