// Query keys of the cash-advance calls in one place, so a mutation invalidates exactly what it changed.
import type { RepaymentSourceType } from '@fernleaf/contract/cash-advance-repayment';

export interface RecentCashAdvancesQuery {
  /** 0-based. */
  pageNumber: number;
  pageSize: number;
  includeApplication: boolean;
  includePendingPayment: boolean;
  filterType: 'ALL' | 'ADVANCES' | 'REPAYMENTS';
  filterSuccess: boolean;
}

export const cashAdvanceQueryKeys = {
  all: ['cash-advance'] as const,
  /** What may be taken, what is owed, the next repayment: changes whenever money moves. */
  info: () => [...cashAdvanceQueryKeys.all, 'info'] as const,
  access: () => [...cashAdvanceQueryKeys.all, 'access'] as const,
  timeZone: () => [...cashAdvanceQueryKeys.all, 'time-zone'] as const,
  amounts: () => [...cashAdvanceQueryKeys.all, 'amounts'] as const,
  disbursementMethods: () => [...cashAdvanceQueryKeys.all, 'disbursement-methods'] as const,
  disbursementMethodsFor: (query: { applicationAmount: number; applicationId: string | undefined }) =>
    [...cashAdvanceQueryKeys.disbursementMethods(), query] as const,
  tips: (cashAdvanceAmount: number) => [...cashAdvanceQueryKeys.all, 'tips', cashAdvanceAmount] as const,
  userEsigns: () => [...cashAdvanceQueryKeys.all, 'user-esigns'] as const,
  recent: () => [...cashAdvanceQueryKeys.all, 'recent'] as const,
  recentPage: (query: RecentCashAdvancesQuery) => [...cashAdvanceQueryKeys.recent(), query] as const,
  outstanding: () => [...cashAdvanceQueryKeys.all, 'outstanding'] as const,
  feeRepricing: () => [...cashAdvanceQueryKeys.all, 'fee-repricing'] as const,
  userTreatments: (experimentNames: readonly string[] | undefined) =>
    [...cashAdvanceQueryKeys.all, 'user-treatments', experimentNames ?? 'all'] as const,
  qualification: () => [...cashAdvanceQueryKeys.all, 'qualification'] as const,
  repaymentMethods: () => [...cashAdvanceQueryKeys.all, 'repayment-methods'] as const,
  /** A repayment made now, read back for its result page; what is owed now changes when money moves. */
  repayments: () => [...cashAdvanceQueryKeys.all, 'repayment'] as const,
  repayment: (repaymentId: string) => [...cashAdvanceQueryKeys.repayments(), repaymentId] as const,
  fundOptions: () => [...cashAdvanceQueryKeys.all, 'fund-options'] as const,
  fundOptionsOf: (types: readonly RepaymentSourceType[] | undefined) =>
    [...cashAdvanceQueryKeys.fundOptions(), types ? [...types].sort().join(',') : 'all'] as const,
  paymentCards: () => [...cashAdvanceQueryKeys.all, 'payment-cards'] as const,
  targetBankAccount: () => [...cashAdvanceQueryKeys.all, 'target-bank-account'] as const,
};

/**
 * What changes when money moves in or out of a cash advance: the amounts available and owed, the
 * history, the outstanding advances and their schedules, and the balances the ways to repay show.
 */
export const moneyMovedKeys = [
  cashAdvanceQueryKeys.info(),
  cashAdvanceQueryKeys.access(),
  cashAdvanceQueryKeys.amounts(),
  cashAdvanceQueryKeys.disbursementMethods(),
  cashAdvanceQueryKeys.recent(),
  cashAdvanceQueryKeys.outstanding(),
  cashAdvanceQueryKeys.repayments(),
  cashAdvanceQueryKeys.repaymentMethods(),
  cashAdvanceQueryKeys.fundOptions(),
] as const;
