// The cash advance client state of spec section 3: the member's instacash details, the application
// and its e-sign documents, the advance being requested (amount, method, tip), the ways to receive it,
// the qualification tier and best-bank eligibility, and the loadable answers the screens share. Only
// applicationId, the e-sign documents, disbursementDetail, qualificationTier and the best-bank
// eligibility persist, in session storage, so a reload in the middle of a request keeps its choices.
// "Cash advance disbursement info" (apr, disbursementAmt, escrowDisbursementAmt, totalAmount) is its
// own small store in session storage, below.
import type { CashAdvanceInfo, DisbursementMethodOption, getRecentCashAdvances } from '@fernleaf/contract/cash-advance';
import {
  bankAccountInfoSchema,
  defaultQualificationTier,
  type EligibilityBreakdown,
  type EsignDocument,
  eligibilityOutcomes,
  esignDocumentSchema,
  type Qualification,
  type QualificationTier,
  qualificationTiers,
} from '@fernleaf/contract/cash-advance-onboarding';
import { type DisbursementMethod, disbursementMethods } from '@fernleaf/contract/cash-advance-pricing';
import type { getTargetBankAccount } from '@fernleaf/contract/cash-advance-repayment';
import type { CallResponse } from '@fernleaf/contract/define-call';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { registerStoreReset } from '../../lib/store-reset';

/** Session storage key of `{ state: { applicationId, esignDocuments, disbursementDetail, ... }, version }`. */
export const cashAdvanceStoreStorageKey = 'fernleaf.cashAdvance';
/** Session storage key of `{ state: { disbursementInfo }, version }`. */
export const disbursementInfoStorageKey = 'fernleaf.cashAdvanceDisbursementInfo';

/** The instacash details of spec section 3, as the info call answers them. */
export interface InstacashDetails {
  eligible: boolean;
  expectedPaymentAmount: number;
  payableAmount: number;
  eligibleAmount: { total: number; available: number };
  eligibilityBreakdown: EligibilityBreakdown | null;
  upcomingHolidayAlert: CashAdvanceInfo['upcomingHolidayAlert'];
}

/** The advance being requested. Amounts are integer cents; a tip is never preselected (0). */
export interface DisbursementDetail {
  amount: number | null;
  method: DisbursementMethod;
  selectedTip: number;
  tipOptions: number[];
}

/** The best of the member's linked banks, as the latest eligibility check found it. */
export interface BestBankEligibility {
  status: (typeof eligibilityOutcomes)[number];
  underwritingTransactionId: string;
  bankAccountInfo: z.infer<typeof bankAccountInfoSchema>;
}

export interface Loadable<T> {
  loading: boolean;
  data: T | null;
}

export type TargetBankAccountAnswer = CallResponse<typeof getTargetBankAccount>;
export type RecentCashAdvancesPage = CallResponse<typeof getRecentCashAdvances>;
export interface UserTimeZone {
  timeZone: string;
  abbreviation: string;
  today: string;
  standardCutoffHour: number;
}

export interface LoadableSlices {
  targetBankAccount: Loadable<TargetBankAccountAnswer>;
  recentCashAdvance: Loadable<RecentCashAdvancesPage>;
  userTimeZone: Loadable<UserTimeZone>;
  cashAdvanceInfoDetail: Loadable<CashAdvanceInfo>;
  onboardingQualification: Loadable<Qualification>;
}
export type LoadableSlice = keyof LoadableSlices;

export interface CashAdvanceState extends LoadableSlices {
  instacashDetails: InstacashDetails | null;
  applicationId: string | null;
  esignDocuments: EsignDocument[];
  disbursementDetail: DisbursementDetail;
  disbursementMethods: DisbursementMethodOption[];
  disbursementRequested: boolean;
  qualificationTier: QualificationTier;
  bestBankEligibility: BestBankEligibility | null;

  setLoading(slice: LoadableSlice): void;
  setLoaded<Slice extends LoadableSlice>(slice: Slice, data: NonNullable<LoadableSlices[Slice]['data']>): void;
  /** A failed load: no longer loading, the last data kept. */
  setLoadFailed(slice: LoadableSlice): void;
  /** The info call's answer: the instacash details and the info detail. */
  setInfo(info: CashAdvanceInfo): void;
  setApplication(application: { applicationId: string; esignDocuments: EsignDocument[] }): void;
  /** A new amount starts a new choice: standard (free) delivery and no tip. */
  setDisbursementAmount(amount: number): void;
  setDisbursementMethod(method: DisbursementMethod): void;
  setSelectedTip(tip: number): void;
  /** The tips offered; a chosen tip no longer offered goes back to $0. */
  setTipOptions(tipOptions: number[]): void;
  setDisbursementMethods(methods: DisbursementMethodOption[]): void;
  setDisbursementRequested(requested: boolean): void;
  /** An eligibility check's answer: the best bank, its tier and the qualification. */
  setEligibility(eligibility: BestBankEligibility & { qualification: Qualification }): void;
  reset(): void;
}

const notLoaded = { loading: false, data: null };

export const initialDisbursementDetail: DisbursementDetail = {
  amount: null,
  method: 'STANDARD_BANK',
  selectedTip: 0,
  tipOptions: [],
};

const initialState = {
  instacashDetails: null,
  applicationId: null,
  esignDocuments: [],
  disbursementDetail: initialDisbursementDetail,
  disbursementMethods: [],
  disbursementRequested: false,
  qualificationTier: defaultQualificationTier,
  bestBankEligibility: null,
  targetBankAccount: notLoaded,
  recentCashAdvance: notLoaded,
  userTimeZone: notLoaded,
  cashAdvanceInfoDetail: notLoaded,
  onboardingQualification: notLoaded,
} satisfies Partial<CashAdvanceState>;

type PersistedCashAdvanceState = Pick<
  CashAdvanceState,
  'applicationId' | 'esignDocuments' | 'disbursementDetail' | 'qualificationTier' | 'bestBankEligibility'
>;

const cents = z.number().int().min(0);
const persistedSchemas = {
  applicationId: z.string().min(1).nullable(),
  esignDocuments: z.array(esignDocumentSchema),
  disbursementDetail: z.object({
    amount: cents.nullable(),
    method: z.enum(disbursementMethods),
    selectedTip: cents,
    tipOptions: z.array(cents),
  }),
  qualificationTier: z.enum(qualificationTiers),
  bestBankEligibility: z
    .object({
      status: z.enum(eligibilityOutcomes),
      underwritingTransactionId: z.string().min(1),
      bankAccountInfo: bankAccountInfoSchema,
    })
    .nullable(),
};

/**
 * A hand-edited or outdated entry: each field that does not have its shape reads as its initial
 * value, the others are kept. A tip that is not one of the stored options reads as $0.
 */
export function sanitisePersistedCashAdvance(persisted: unknown): PersistedCashAdvanceState {
  const stored = (persisted && typeof persisted === 'object' ? persisted : {}) as Record<string, unknown>;
  const field = <Key extends keyof typeof persistedSchemas>(key: Key, fallback: PersistedCashAdvanceState[Key]) => {
    const parsed = persistedSchemas[key].safeParse(stored[key]);
    return (parsed.success ? parsed.data : fallback) as PersistedCashAdvanceState[Key];
  };
  const detail = field('disbursementDetail', initialDisbursementDetail);
  return {
    applicationId: field('applicationId', null),
    esignDocuments: field('esignDocuments', []),
    disbursementDetail: detail.tipOptions.includes(detail.selectedTip) ? detail : { ...detail, selectedTip: 0 },
    qualificationTier: field('qualificationTier', defaultQualificationTier),
    bestBankEligibility: field('bestBankEligibility', null),
  };
}

export const useCashAdvanceStore = create<CashAdvanceState>()(
  persist(
    (set) => ({
      ...initialState,
      setLoading: (slice) => set((state) => ({ [slice]: { ...state[slice], loading: true } })),
      setLoaded: (slice, data) => set({ [slice]: { loading: false, data } }),
      setLoadFailed: (slice) => set((state) => ({ [slice]: { ...state[slice], loading: false } })),
      setInfo: (info) =>
        set({
          cashAdvanceInfoDetail: { loading: false, data: info },
          instacashDetails: {
            eligible: info.eligible,
            expectedPaymentAmount: info.expectedPaymentAmount,
            payableAmount: info.payableAmount,
            eligibleAmount: info.eligibleAmount,
            eligibilityBreakdown: info.eligibilityBreakdown,
            upcomingHolidayAlert: info.upcomingHolidayAlert,
          },
        }),
      setApplication: ({ applicationId, esignDocuments }) => set({ applicationId, esignDocuments }),
      setDisbursementAmount: (amount) =>
        set((state) => ({
          disbursementDetail: { ...initialDisbursementDetail, amount, tipOptions: state.disbursementDetail.tipOptions },
          disbursementRequested: false,
        })),
      setDisbursementMethod: (method) =>
        set((state) => ({ disbursementDetail: { ...state.disbursementDetail, method } })),
      setSelectedTip: (selectedTip) =>
        set((state) => ({ disbursementDetail: { ...state.disbursementDetail, selectedTip } })),
      setTipOptions: (tipOptions) =>
        set((state) => {
          const { selectedTip } = state.disbursementDetail;
          return {
            disbursementDetail: {
              ...state.disbursementDetail,
              tipOptions,
              selectedTip: tipOptions.includes(selectedTip) ? selectedTip : 0,
            },
          };
        }),
      setDisbursementMethods: (disbursementMethods) => set({ disbursementMethods }),
      setDisbursementRequested: (disbursementRequested) => set({ disbursementRequested }),
      setEligibility: ({ qualification, ...bestBank }) =>
        set((state) => ({
          bestBankEligibility: bestBank,
          // A denied answer has no tier: the label the member had stays.
          qualificationTier: qualification.tier ?? state.qualificationTier,
          onboardingQualification: { loading: false, data: qualification },
        })),
      reset: () => set(initialState),
    }),
    {
      name: cashAdvanceStoreStorageKey,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({
        applicationId,
        esignDocuments,
        disbursementDetail,
        qualificationTier,
        bestBankEligibility,
      }): PersistedCashAdvanceState => ({
        applicationId,
        esignDocuments,
        disbursementDetail,
        qualificationTier,
        bestBankEligibility,
      }),
      merge: (persisted, current) => ({ ...current, ...sanitisePersistedCashAdvance(persisted) }),
    },
  ),
);

/**
 * Runs a fetch with its slice marked loading, storing the answer: the screens that read the store
 * (outside React Query) see the same data as those that read the query.
 */
export async function loadInto<Slice extends LoadableSlice>(
  slice: Slice,
  fetch: () => Promise<NonNullable<LoadableSlices[Slice]['data']>>,
): Promise<NonNullable<LoadableSlices[Slice]['data']>> {
  const store = useCashAdvanceStore.getState();
  store.setLoading(slice);
  try {
    const data = await fetch();
    useCashAdvanceStore.getState().setLoaded(slice, data);
    return data;
  } catch (error) {
    useCashAdvanceStore.getState().setLoadFailed(slice);
    throw error;
  }
}

/** Spec section 3: "Cash advance disbursement info (session storage)". All amounts integer cents. */
export interface DisbursementInfo {
  /** Percent, as quoted with the terms. */
  apr: number;
  disbursementAmt: number;
  /** A cash advance holds nothing in escrow: always 0. */
  escrowDisbursementAmt: number;
  totalAmount: number;
}

const disbursementInfoSchema = z.object({
  apr: z.number().min(0),
  disbursementAmt: cents,
  escrowDisbursementAmt: z.literal(0),
  totalAmount: cents,
});

export interface DisbursementInfoState {
  disbursementInfo: DisbursementInfo | null;
  /** From the quoted terms the member signed (the server's figures). */
  setFromTerms(terms: { amount: number; totalToRepay: number; apr: number }): void;
  clear(): void;
}

export const useDisbursementInfoStore = create<DisbursementInfoState>()(
  persist(
    (set) => ({
      disbursementInfo: null,
      setFromTerms: ({ amount, totalToRepay, apr }) =>
        set({
          disbursementInfo: { apr, disbursementAmt: amount, escrowDisbursementAmt: 0, totalAmount: totalToRepay },
        }),
      clear: () => set({ disbursementInfo: null }),
    }),
    {
      name: disbursementInfoStorageKey,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ disbursementInfo }) => ({ disbursementInfo }),
      merge: (persisted, current) => {
        const parsed = disbursementInfoSchema
          .nullable()
          .safeParse((persisted as { disbursementInfo?: unknown } | undefined)?.disbursementInfo);
        return { ...current, disbursementInfo: parsed.success ? parsed.data : null };
      },
    },
  ),
);

// Logout resets every registered store (spec section 4).
registerStoreReset(() => useCashAdvanceStore.getState().reset());
registerStoreReset(() => useDisbursementInfoStore.getState().clear());
