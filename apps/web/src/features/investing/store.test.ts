// @vitest-environment jsdom
// Spec section 4's rules for the investing store, one test each.
import type { PlusAccount } from '@fernleaf/contract/investing';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { resetAllStores } from '../../lib/store-reset';
import { createFakeApi, failure, ok } from '../../ui/test-support/fake-api';
import { investmentStoreStorageKey, useInvestmentStore } from './store';

const plusRoute = 'GET /api/plus/account';
const questionsRoute = 'GET /api/onboarding/investment/v2/risk/questions';
const scoreRoute = 'GET /api/onboarding/investment/v2/risk/score';
const answersRoute = 'PUT /api/onboarding/investment/v2/risk/answers';

function account(overrides: Partial<PlusAccount>): PlusAccount {
  return {
    accountInternalType: 'INVESTMENT',
    accountStatus: 'OPEN',
    accountNo: '••••1234',
    availableBalance: 0,
    accountCreatedOn: '2026-11-20T10:00:00.000Z',
    accountId: 'account-1',
    investmentKind: 'MANAGED',
    ...overrides,
  };
}

const question = {
  id: 'time-horizon',
  step: 'question-1',
  prompt: 'When do you expect to need most of the money you invest?',
  options: [{ id: 'OVER_10_YEARS', label: 'In more than 10 years' }],
};

const store = () => useInvestmentStore.getState();
const stored = () => JSON.parse(sessionStorage.getItem(investmentStoreStorageKey) ?? '{}').state;

beforeEach(() => {
  store().reset();
  sessionStorage.clear();
});

describe('the investment store', () => {
  it('starts with the investment account and the credit reserve unset', () => {
    expect(store().investmentAccount).toBeUndefined();
    expect(store().creditReserve).toBeUndefined();
  });

  it('takes the first INVESTMENT account and an OPEN ESCROW account with a balance', async () => {
    const managed = account({ accountId: 'managed' });
    const selfDirected = account({ accountId: 'self', investmentKind: 'SELF_DIRECTED' });
    const emptyReserve = account({ accountId: 'empty', accountInternalType: 'ESCROW', investmentKind: null });
    const closedReserve = {
      ...emptyReserve,
      accountId: 'closed',
      accountStatus: 'CLOSED' as const,
      availableBalance: 500,
    };
    const reserve = { ...emptyReserve, accountId: 'reserve', availableBalance: 2_500 };
    const api = createFakeApi({
      [plusRoute]: ok({
        status: 'PLUS_API_SUCCESS',
        accounts: [emptyReserve, managed, closedReserve, selfDirected, reserve],
      }),
    });
    await store().loadPlusAccounts({ fetch: api.fetch });
    expect(store().investmentAccount?.accountId).toBe('managed');
    expect(store().creditReserve?.accountId).toBe('reserve');
  });

  it('sets each to null when no account matches', async () => {
    const emptyReserve = account({ accountInternalType: 'ESCROW', investmentKind: null, availableBalance: 0 });
    const api = createFakeApi({ [plusRoute]: ok({ status: 'PLUS_API_SUCCESS', accounts: [emptyReserve] }) });
    await store().loadPlusAccounts({ fetch: api.fetch });
    expect(store().investmentAccount).toBeNull();
    expect(store().creditReserve).toBeNull();
  });

  it('sets both to null on U0022, without an error', async () => {
    const api = createFakeApi({
      [plusRoute]: failure(404, 'U0022', 'You have no investment account or credit reserve yet.'),
    });
    await store().loadPlusAccounts({ fetch: api.fetch });
    expect(store().investmentAccount).toBeNull();
    expect(store().creditReserve).toBeNull();
    expect(store().accountsError).toBeUndefined();
  });

  it('stores any other fetch error and rethrows it, leaving the accounts as they were', async () => {
    const api = createFakeApi({ [plusRoute]: failure(500, 'INTERNAL_ERROR', 'Something went wrong') });
    const thrown = await store()
      .loadPlusAccounts({ fetch: api.fetch })
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(store().accountsError).toBe(thrown);
    expect(store().investmentAccount).toBeUndefined();
  });

  it('stores the risk score only when both the score and the tolerance are present', async () => {
    let answer: unknown = { score: null, riskTolerance: null, unansweredQuestionIds: ['goal'] };
    const api = createFakeApi({ [scoreRoute]: () => ok(answer) });
    expect(await store().loadRiskScore({ fetch: api.fetch })).toBeUndefined();
    expect(store().riskScore).toBeUndefined();
    answer = { score: 6, riskTolerance: 'MODERATE', unansweredQuestionIds: [] };
    expect(await store().loadRiskScore({ fetch: api.fetch })).toEqual({ score: 6, riskTolerance: 'MODERATE' });
    expect(store().riskScore).toEqual({ score: 6, riskTolerance: 'MODERATE' });
  });

  it('fetches the risk questions and a complete score once, then answers them from the cache', async () => {
    const api = createFakeApi({
      [questionsRoute]: ok({ questions: [question] }),
      [scoreRoute]: ok({ score: 9, riskTolerance: 'AGGRESSIVE', unansweredQuestionIds: [] }),
    });
    await store().loadRiskQuestions({ fetch: api.fetch });
    expect(await store().loadRiskQuestions({ fetch: api.fetch })).toEqual([question]);
    await store().loadRiskScore({ fetch: api.fetch });
    expect(await store().loadRiskScore({ fetch: api.fetch })).toEqual({ score: 9, riskTolerance: 'AGGRESSIVE' });
    expect(api.requests.map((request) => request.path)).toEqual([
      '/api/onboarding/investment/v2/risk/questions',
      '/api/onboarding/investment/v2/risk/score',
    ]);
  });

  it('saves one answer and keeps every saved answer and the score the save answers', async () => {
    const api = createFakeApi({
      [answersRoute]: ok({
        answers: { 'time-horizon': 'OVER_10_YEARS', goal: 'GROWTH' },
        score: null,
        riskTolerance: null,
        unansweredQuestionIds: ['market-drop', 'income-stability'],
      }),
    });
    await store().saveRiskAnswer('goal', 'GROWTH', { fetch: api.fetch });
    expect(api.requests[0]?.body).toEqual({ answers: { goal: 'GROWTH' } });
    expect(store().riskAnswers).toEqual({ 'time-horizon': 'OVER_10_YEARS', goal: 'GROWTH' });
    expect(store().riskScore).toBeUndefined();
  });

  it('persists only the risk questions and answers, in session storage under investmentStore', async () => {
    const api = createFakeApi({
      [plusRoute]: ok({ status: 'PLUS_API_SUCCESS', accounts: [account({})] }),
      [questionsRoute]: ok({ questions: [question] }),
      [scoreRoute]: ok({ score: 9, riskTolerance: 'AGGRESSIVE', unansweredQuestionIds: [] }),
      [answersRoute]: ok({
        answers: { 'time-horizon': 'OVER_10_YEARS' },
        score: null,
        riskTolerance: null,
        unansweredQuestionIds: [],
      }),
    });
    await store().loadPlusAccounts({ fetch: api.fetch });
    await store().loadRiskQuestions({ fetch: api.fetch });
    await store().saveRiskAnswer('time-horizon', 'OVER_10_YEARS', { fetch: api.fetch });
    await store().loadRiskScore({ fetch: api.fetch });
    expect(stored()).toEqual({ riskQuestions: [question], riskAnswers: { 'time-horizon': 'OVER_10_YEARS' } });
  });

  it('returns to its initial unset state on reset, as at sign-out', async () => {
    const api = createFakeApi({
      [plusRoute]: ok({ status: 'PLUS_API_SUCCESS', accounts: [account({})] }),
      [questionsRoute]: ok({ questions: [question] }),
    });
    await store().loadPlusAccounts({ fetch: api.fetch });
    await store().loadRiskQuestions({ fetch: api.fetch });
    resetAllStores();
    expect(store()).toMatchObject({
      investmentAccount: undefined,
      creditReserve: undefined,
      accountsError: undefined,
      riskQuestions: undefined,
      riskAnswers: {},
      riskScore: undefined,
    });
  });
});
