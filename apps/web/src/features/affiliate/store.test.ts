// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAllStores } from '../../lib/store-reset';
import { keepLandingSearch } from './lib/landing-searches';
import { affiliateStoreStorageKey, useAffiliateStore } from './store';

const landing =
  '?leadUuid=1ead0000-0000-4000-8000-000000000002&offerId=HC-PL-1000&utmSource=harborcompare&phone=2155550101';

function stored(): unknown {
  return JSON.parse(sessionStorage.getItem(affiliateStoreStorageKey) ?? '{}').state;
}

beforeEach(() => {
  useAffiliateStore.getState().clear();
  sessionStorage.clear();
});

describe('the affiliate store', () => {
  it('keeps the details of the landing URL in session storage', () => {
    expect(useAffiliateStore.getState().captureFromSearch(landing)).toBe(true);
    const details = useAffiliateStore.getState().details;
    expect(details).toMatchObject({ utmSource: 'harborcompare', phone: '2155550101' });
    expect(stored()).toEqual({ details });
  });

  it('keeps them through later pages without details, and replaces them with a new landing', () => {
    const store = useAffiliateStore.getState();
    store.captureFromSearch(landing);
    expect(store.captureFromSearch('?step=2')).toBe(false);
    expect(useAffiliateStore.getState().details?.utmSource).toBe('harborcompare');

    store.captureFromSearch('?utmSource=brightpath');
    expect(useAffiliateStore.getState().details).toEqual({
      leadGenTransactionId: null,
      leadUuid: null,
      offerId: null,
      phone: null,
      utmSource: 'brightpath',
    });
  });

  it('brings them back after a page load, and reads a corrupt entry as none', async () => {
    const details = {
      leadGenTransactionId: 'lg-1',
      leadUuid: null,
      offerId: null,
      phone: null,
      utmSource: 'brightpath',
    };
    sessionStorage.setItem(affiliateStoreStorageKey, JSON.stringify({ state: { details }, version: 1 }));
    await useAffiliateStore.persist.rehydrate();
    expect(useAffiliateStore.getState().details).toEqual(details);

    sessionStorage.setItem(affiliateStoreStorageKey, JSON.stringify({ state: { details: { phone: 5 } }, version: 1 }));
    await useAffiliateStore.persist.rehydrate();
    expect(useAffiliateStore.getState().details).toBeNull();
  });

  it('is emptied when the member logs out', () => {
    useAffiliateStore.getState().captureFromSearch(landing);
    resetAllStores();
    expect(useAffiliateStore.getState().details).toBeNull();
    expect(stored()).toEqual({ details: null });
  });

  it('reads the landing pages kept before it loaded, in the order they opened', async () => {
    keepLandingSearch(landing);
    keepLandingSearch('?step=2');
    keepLandingSearch('');
    vi.resetModules();
    const { useAffiliateStore: loadedLater } = await import('./store');
    expect(loadedLater.getState().details).toMatchObject({ utmSource: 'harborcompare', phone: '2155550101' });

    // Taken once: the next page load does not read them again over newer details.
    loadedLater.getState().captureFromSearch('?utmSource=brightpath');
    vi.resetModules();
    const { useAffiliateStore: nextLoad } = await import('./store');
    expect(nextLoad.getState().details?.utmSource).toBe('brightpath');
  });
});
