// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAllStores } from '../../lib/store-reset';
import { marketplaceStoreStorageKey, sanitisePersistedFlows, useMarketplaceStore } from './store';

function stored() {
  return JSON.parse(sessionStorage.getItem(marketplaceStoreStorageKey) ?? '{}').state;
}

beforeEach(() => {
  useMarketplaceStore.getState().reset();
  sessionStorage.clear();
});

describe('the marketplace store', () => {
  it('keeps each vertical’s answers and origin in session storage, but never the SSN', () => {
    const store = useMarketplaceStore.getState();
    store.setOrigin('credit-cards', 'search_feed');
    store.answer('credit-cards', { cardPurpose: 'CASH_BACK', ssn: '219446789' });
    store.answer('credit-cards', { creditScoreBand: 'FAIR' });

    expect(useMarketplaceStore.getState().flows['credit-cards']?.answers.ssn).toBe('219446789');
    expect(stored()).toEqual({
      flows: {
        'credit-cards': { origin: 'search_feed', answers: { cardPurpose: 'CASH_BACK', creditScoreBand: 'FAIR' } },
      },
    });
  });

  it('clears one vertical after its application, and everything at logout', () => {
    const store = useMarketplaceStore.getState();
    store.answer('debt-relief', { debtAmountCents: 100_000 });
    store.answer('personal-loan', { loanAmountCents: 500_000 });
    store.clear('debt-relief');
    expect(Object.keys(useMarketplaceStore.getState().flows)).toEqual(['personal-loan']);
    resetAllStores();
    expect(useMarketplaceStore.getState().flows).toEqual({});
  });

  it('reads back only records of known verticals, with an unknown origin as the marketplace', () => {
    expect(
      sanitisePersistedFlows({
        flows: {
          'debt-relief': { origin: 'elsewhere', answers: { debtAmountCents: -5, annualIncomeCents: 100 } },
          mortgages: { origin: 'webdash', answers: {} },
        },
      }),
    ).toEqual({ 'debt-relief': { origin: 'marketplace', answers: { annualIncomeCents: 100 } } });
    expect(sanitisePersistedFlows(null)).toEqual({});
  });
});
