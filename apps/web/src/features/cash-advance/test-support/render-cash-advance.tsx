// Renders a cash-advance component as the app would (Mantine, a fresh query cache, a router in
// memory), with the API answered by a fake fetch whose defaults are a member who may take $125.
import type { ReactElement } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { useDialogStore } from '../../../ui/dialogs/dialog-store';
import {
  anInfo,
  anOutstandingAdvance,
  applicationId,
  aQualification,
  aRecentPage,
  threeMethods,
  threeRepaymentMethods,
  timeZone,
} from '../../../ui/test-support/cash-advance-fixtures';
import { createFakeApi, type FakeAnswer, type FakeHandler, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { useCashAdvanceStore, useDisbursementInfoStore } from '../store';

export const routes = {
  info: 'GET /api/cash-advance/info',
  access: 'GET /api/cash-advance/access/info',
  timeZone: 'GET /api/cash-advance/info/time-zone',
  amounts: 'GET /api/cash-advance/disbursement/amounts',
  methods: 'GET /api/cash-advance/disbursement/v3/disbursement-method',
  tips: 'GET /api/cash-advance/v2/tips',
  createApplication: 'POST /api/cash-advance/createAppEsign',
  quote: 'POST /api/cash-advance/user-esigns',
  sign: 'PUT /api/cash-advance/user-esigns',
  apply: 'POST /api/cash-advance/v5/apply',
  recent: 'GET /api/cash-advance/recent',
  outstanding: 'GET /api/cash-advance/outstanding',
  qualification: 'GET /api/cash-advance/onboarding/qualification',
  eligibility: 'POST /api/onboarding/instacash/v6/eligibleBv',
  cancel: 'POST /api/cash-advance/subscription/cancel',
  subscribe: 'POST /api/onboarding/instacash/v3/subscription',
  repaymentMethods: 'GET /api/cash-advance/repayment/repayment-methods',
  fundOptions: 'GET /api/cash-advance/repayment/fundOptions',
  repay: 'POST /api/cash-advance/repayment',
  schedule: 'PUT /api/cash-advance/repayment/schedule',
  addCard: 'POST /api/cash-advance/payment-cards',
  cards: 'GET /api/cash-advance/payment-cards',
} as const;

export function defaultAnswers(): Record<string, FakeAnswer | FakeHandler> {
  return {
    [routes.info]: ok(anInfo()),
    [routes.timeZone]: ok(timeZone),
    [routes.amounts]: ok({
      minimum: 1000,
      maximum: 12500,
      step: 500,
      suggested: [2500, 5000, 10000, 12500],
      available: 12500,
    }),
    [routes.methods]: ok({ methods: threeMethods(), standardIsFree: true, repaymentDate: '2026-11-20', termDays: 14 }),
    [routes.tips]: ok({ tipOptions: [0, 500, 1000, 1500], defaultTip: 0, tipSource: 'voluntary' }),
    [routes.createApplication]: ok({ applicationId, esignDocuments: [] }),
    [routes.qualification]: ok(aQualification()),
    [routes.recent]: ok(aRecentPage()),
    [routes.outstanding]: ok({ advances: [anOutstandingAdvance()], totalOutstanding: 10799 }),
    [routes.repaymentMethods]: ok({ methods: threeRepaymentMethods(), defaultMethodId: 'method-bank' }),
    [routes.fundOptions]: ok({ fundOptions: threeRepaymentMethods() }),
  };
}

export function cashAdvanceApi(overrides: Record<string, FakeAnswer | FakeHandler> = {}) {
  return createFakeApi({ ...defaultAnswers(), ...overrides });
}

beforeEach(() => {
  sessionStorage.clear();
  useCashAdvanceStore.getState().reset();
  useDisbursementInfoStore.getState().clear();
  useDialogStore.setState({ dialog: null, opened: false });
});

afterEach(() => {
  useDialogStore.setState({ dialog: null, opened: false });
});

export function renderCashAdvance(
  ui: ReactElement,
  {
    api,
    path = '/instacash',
    viewportWidth,
  }: { api: ReturnType<typeof createFakeApi>; path?: string; viewportWidth?: number },
) {
  return renderWithApp(ui, { fetch: api.fetch, path, viewportWidth });
}

/** The text of everything an element's aria-describedby points at: its description and its error. */
export function describedBy(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
