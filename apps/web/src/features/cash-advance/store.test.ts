// @vitest-environment jsdom
import { newYorkTimeZone } from '@fernleaf/contract/calendar/date-time-formats';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAllStores } from '../../lib/store-reset';
import {
  aBankAccountInfo,
  aDisbursementMethod,
  anEsignDocument,
  anInfo,
  aQualification,
  aRecentPage,
} from '../../ui/test-support/cash-advance-fixtures';
import {
  cashAdvanceStoreStorageKey,
  disbursementInfoStorageKey,
  initialDisbursementDetail,
  sanitisePersistedCashAdvance,
  useCashAdvanceStore,
  useDisbursementInfoStore,
} from './store';

function stored(key = cashAdvanceStoreStorageKey): Record<string, unknown> {
  return JSON.parse(sessionStorage.getItem(key) ?? '{}').state ?? {};
}

function fillEverything() {
  const store = useCashAdvanceStore.getState();
  store.setInfo(anInfo());
  store.setApplication({ applicationId: 'application-1', esignDocuments: [anEsignDocument()] });
  store.setTipOptions([0, 300, 500, 800]);
  store.setDisbursementAmount(5000);
  store.setDisbursementMethod('INSTANT_CHECKING');
  store.setSelectedTip(500);
  store.setDisbursementMethods([aDisbursementMethod()]);
  store.setDisbursementRequested(true);
  store.setEligibility({
    status: 'TRIAL_QUALIFIED',
    underwritingTransactionId: 'underwriting-1',
    bankAccountInfo: aBankAccountInfo(),
    qualification: aQualification({ status: 'TRIAL_QUALIFIED', tier: 'INSTACASH_TRIAL_TIER' }),
  });
  store.setLoaded('recentCashAdvance', aRecentPage());
  store.setLoaded('userTimeZone', {
    timeZone: newYorkTimeZone,
    abbreviation: 'EST',
    today: '2026-11-10',
    standardCutoffHour: 14,
  });
  store.setLoaded('targetBankAccount', { account: aBankAccountInfo(), candidates: [] });
}

beforeEach(() => {
  useCashAdvanceStore.getState().reset();
  useDisbursementInfoStore.getState().clear();
  sessionStorage.clear();
});

describe('the cash advance store', () => {
  it('starts empty: standard delivery, no tip, the default tier label ICwB', () => {
    const state = useCashAdvanceStore.getState();
    expect(state.instacashDetails).toBeNull();
    expect(state.applicationId).toBeNull();
    expect(state.disbursementDetail).toEqual({ amount: null, method: 'STANDARD_BANK', selectedTip: 0, tipOptions: [] });
    expect(state.disbursementRequested).toBe(false);
    expect(state.qualificationTier).toBe('ICwB');
    expect(state.bestBankEligibility).toBeNull();
    for (const slice of [
      'targetBankAccount',
      'recentCashAdvance',
      'userTimeZone',
      'cashAdvanceInfoDetail',
      'onboardingQualification',
    ] as const) {
      expect(state[slice]).toEqual({ loading: false, data: null });
    }
  });

  it('reads the instacash details from the info answer', () => {
    const info = anInfo({ payableAmount: 10799, expectedPaymentAmount: 10799 });
    useCashAdvanceStore.getState().setInfo(info);
    expect(useCashAdvanceStore.getState().instacashDetails).toEqual({
      eligible: info.eligible,
      expectedPaymentAmount: 10799,
      payableAmount: 10799,
      eligibleAmount: info.eligibleAmount,
      eligibilityBreakdown: info.eligibilityBreakdown,
      upcomingHolidayAlert: info.upcomingHolidayAlert,
    });
    expect(useCashAdvanceStore.getState().cashAdvanceInfoDetail).toEqual({ loading: false, data: info });
  });

  it('starts a new amount with standard delivery and no tip, and never keeps a tip no longer offered', () => {
    const store = useCashAdvanceStore.getState();
    store.setTipOptions([0, 300, 500]);
    store.setDisbursementAmount(5000);
    store.setDisbursementMethod('INSTANT_CARD');
    store.setSelectedTip(500);
    store.setDisbursementAmount(10000);
    expect(useCashAdvanceStore.getState().disbursementDetail).toMatchObject({
      amount: 10000,
      method: 'STANDARD_BANK',
      selectedTip: 0,
    });
    store.setSelectedTip(500);
    store.setTipOptions([0, 100, 200]);
    expect(useCashAdvanceStore.getState().disbursementDetail.selectedTip).toBe(0);
  });

  it('keeps the tier an eligibility check answers, and the one before when denied', () => {
    const store = useCashAdvanceStore.getState();
    store.setEligibility({
      status: 'TRIAL_QUALIFIED',
      underwritingTransactionId: 'underwriting-1',
      bankAccountInfo: aBankAccountInfo(),
      qualification: aQualification({ status: 'TRIAL_QUALIFIED', tier: 'INSTACASH_TRIAL_TIER' }),
    });
    expect(useCashAdvanceStore.getState().qualificationTier).toBe('INSTACASH_TRIAL_TIER');
    store.setEligibility({
      status: 'DENIED',
      underwritingTransactionId: 'underwriting-2',
      bankAccountInfo: aBankAccountInfo(),
      qualification: aQualification({ status: 'DENIED', tier: null }),
    });
    expect(useCashAdvanceStore.getState().qualificationTier).toBe('INSTACASH_TRIAL_TIER');
    expect(useCashAdvanceStore.getState().bestBankEligibility?.underwritingTransactionId).toBe('underwriting-2');
  });

  it('writes only applicationId, the esign documents, disbursementDetail, qualificationTier and best-bank info', () => {
    fillEverything();
    expect(Object.keys(stored()).sort()).toEqual([
      'applicationId',
      'bestBankEligibility',
      'disbursementDetail',
      'esignDocuments',
      'qualificationTier',
    ]);
    expect(stored()).toEqual({
      applicationId: 'application-1',
      esignDocuments: [anEsignDocument()],
      disbursementDetail: {
        amount: 5000,
        method: 'INSTANT_CHECKING',
        selectedTip: 500,
        tipOptions: [0, 300, 500, 800],
      },
      qualificationTier: 'INSTACASH_TRIAL_TIER',
      bestBankEligibility: {
        status: 'TRIAL_QUALIFIED',
        underwritingTransactionId: 'underwriting-1',
        bankAccountInfo: aBankAccountInfo(),
      },
    });
    const raw = sessionStorage.getItem(cashAdvanceStoreStorageKey) ?? '';
    // Nothing of the loaded answers or the info reaches session storage.
    for (const absent of [
      'instacashDetails',
      'cashAdvanceInfoDetail',
      'disbursementMethods',
      'recentCashAdvance',
      'userTimeZone',
    ]) {
      expect(raw).not.toContain(absent);
    }
  });

  it('brings the persisted fields back after a page load, and nothing else', async () => {
    fillEverything();
    const saved = sessionStorage.getItem(cashAdvanceStoreStorageKey);
    useCashAdvanceStore.setState({ ...useCashAdvanceStore.getInitialState() });
    sessionStorage.setItem(cashAdvanceStoreStorageKey, saved ?? '');
    await useCashAdvanceStore.persist.rehydrate();
    const state = useCashAdvanceStore.getState();
    expect(state.applicationId).toBe('application-1');
    expect(state.disbursementDetail.amount).toBe(5000);
    expect(state.qualificationTier).toBe('INSTACASH_TRIAL_TIER');
    expect(state.instacashDetails).toBeNull();
    expect(state.disbursementRequested).toBe(false);
    expect(state.recentCashAdvance).toEqual({ loading: false, data: null });
  });

  it('reads each corrupt field as its initial value and keeps the good ones', async () => {
    sessionStorage.setItem(
      cashAdvanceStoreStorageKey,
      JSON.stringify({
        state: {
          applicationId: 42,
          esignDocuments: [{ documentId: 'x' }],
          disbursementDetail: { amount: 5000, method: 'INSTANT_CHECKING', selectedTip: 0, tipOptions: [0, 300] },
          qualificationTier: 'GOLD',
          bestBankEligibility: { status: 'QUALIFIED' },
        },
        version: 1,
      }),
    );
    await useCashAdvanceStore.persist.rehydrate();
    const state = useCashAdvanceStore.getState();
    expect(state.applicationId).toBeNull();
    expect(state.esignDocuments).toEqual([]);
    expect(state.disbursementDetail).toEqual({
      amount: 5000,
      method: 'INSTANT_CHECKING',
      selectedTip: 0,
      tipOptions: [0, 300],
    });
    expect(state.qualificationTier).toBe('ICwB');
    expect(state.bestBankEligibility).toBeNull();
  });

  it.each([
    ['a negative amount', { amount: -500, method: 'STANDARD_BANK', selectedTip: 0, tipOptions: [] }],
    ['a fractional amount', { amount: 12.5, method: 'STANDARD_BANK', selectedTip: 0, tipOptions: [] }],
    ['an unknown method', { amount: 5000, method: 'CARRIER_PIGEON', selectedTip: 0, tipOptions: [] }],
  ])('sanitises %s to the initial disbursement detail', (_case, disbursementDetail) => {
    expect(sanitisePersistedCashAdvance({ disbursementDetail }).disbursementDetail).toEqual(initialDisbursementDetail);
  });

  it('never brings back a tip that is not one of the stored options (a tip is never preselected)', () => {
    const detail = { amount: 5000, method: 'STANDARD_BANK', selectedTip: 900, tipOptions: [0, 300] };
    expect(sanitisePersistedCashAdvance({ disbursementDetail: detail }).disbursementDetail.selectedTip).toBe(0);
    expect(sanitisePersistedCashAdvance(null)).toEqual({
      applicationId: null,
      esignDocuments: [],
      disbursementDetail: initialDisbursementDetail,
      qualificationTier: 'ICwB',
      bestBankEligibility: null,
    });
  });

  it('is emptied when the member logs out', () => {
    fillEverything();
    useDisbursementInfoStore.getState().setFromTerms({ amount: 5000, totalToRepay: 5299, apr: 110.5 });
    resetAllStores();
    const state = useCashAdvanceStore.getState();
    expect(state.applicationId).toBeNull();
    expect(state.instacashDetails).toBeNull();
    expect(state.qualificationTier).toBe('ICwB');
    expect(state.recentCashAdvance).toEqual({ loading: false, data: null });
    expect(stored()).toMatchObject({ applicationId: null, esignDocuments: [], bestBankEligibility: null });
    expect(useDisbursementInfoStore.getState().disbursementInfo).toBeNull();
  });
});

describe('the disbursement info store', () => {
  it('keeps apr, disbursementAmt, escrowDisbursementAmt (always 0) and totalAmount in session storage', () => {
    useDisbursementInfoStore.getState().setFromTerms({ amount: 10000, totalToRepay: 10799, apr: 208.57 });
    expect(stored(disbursementInfoStorageKey)).toEqual({
      disbursementInfo: { apr: 208.57, disbursementAmt: 10000, escrowDisbursementAmt: 0, totalAmount: 10799 },
    });
  });

  it('brings it back after a page load, and reads a corrupt entry as none', async () => {
    sessionStorage.setItem(
      disbursementInfoStorageKey,
      JSON.stringify({
        state: { disbursementInfo: { apr: 12, disbursementAmt: 5000, escrowDisbursementAmt: 0, totalAmount: 5100 } },
        version: 1,
      }),
    );
    await useDisbursementInfoStore.persist.rehydrate();
    expect(useDisbursementInfoStore.getState().disbursementInfo).toEqual({
      apr: 12,
      disbursementAmt: 5000,
      escrowDisbursementAmt: 0,
      totalAmount: 5100,
    });
    sessionStorage.setItem(
      disbursementInfoStorageKey,
      JSON.stringify({
        state: { disbursementInfo: { apr: 12, disbursementAmt: 5000, escrowDisbursementAmt: 700, totalAmount: 5100 } },
        version: 1,
      }),
    );
    await useDisbursementInfoStore.persist.rehydrate();
    expect(useDisbursementInfoStore.getState().disbursementInfo).toBeNull();
  });
});
