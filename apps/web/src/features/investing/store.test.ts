// @vitest-environment jsdom
// The investing store keeps the member's choices only: server answers live in TanStack Query.
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAllStores } from '../../lib/store-reset';
import { investmentStoreStorageKey, useInvestmentStore } from './store';

const store = () => useInvestmentStore.getState();
const stored = () => JSON.parse(sessionStorage.getItem(investmentStoreStorageKey) ?? '{}').state;

beforeEach(() => {
  store().reset();
  sessionStorage.clear();
});

describe('the investment store', () => {
  it('holds no server data: only the risk answers and their setters', () => {
    expect(Object.keys(store()).sort()).toEqual(['reset', 'riskAnswers', 'setRiskAnswers']);
  });

  it('persists the risk answers, in session storage under investmentStore', () => {
    store().setRiskAnswers({ 'time-horizon': 'OVER_10_YEARS' });
    expect(stored()).toEqual({ riskAnswers: { 'time-horizon': 'OVER_10_YEARS' } });
  });

  it('returns to no answers on reset, as at sign-out', () => {
    store().setRiskAnswers({ goal: 'GROWTH' });
    resetAllStores();
    expect(store().riskAnswers).toEqual({});
  });
});
