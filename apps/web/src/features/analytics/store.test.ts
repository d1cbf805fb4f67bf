// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// The store reads local storage once, when its module loads, so each test loads a fresh copy.
async function loadStore(stored?: unknown) {
  vi.resetModules();
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('fernleaf.consent', JSON.stringify(stored));
  return import('./store');
}

afterEach(() => {
  localStorage.clear();
});

describe('consent store', () => {
  it('starts undecided with only necessary cookies allowed', async () => {
    const { useConsentStore, hasConsent, isConsentBannerShown } = await loadStore();
    const state = useConsentStore.getState();
    expect(state.status).toBe('unknown');
    expect(isConsentBannerShown(state)).toBe(true);
    expect(hasConsent(state, 'necessary')).toBe(true);
    expect(hasConsent(state, 'analytics')).toBe(false);
    expect(hasConsent(state, 'marketing')).toBe(false);
  });

  it('persists a choice with its consent version under fernleaf.consent', async () => {
    const { useConsentStore, consentStorageKey, consentVersion, hasConsent } = await loadStore();
    useConsentStore.getState().saveChoices({ analytics: true, marketing: false });
    const stored = JSON.parse(localStorage.getItem(consentStorageKey) ?? '{}');
    expect(stored.version).toBe(consentVersion);
    expect(stored.state).toMatchObject({
      status: 'chosen',
      categories: { necessary: true, analytics: true, marketing: false },
    });
    expect(stored.state).not.toHaveProperty('reviewing');
    expect(hasConsent(useConsentStore.getState(), 'analytics')).toBe(true);
    expect(hasConsent(useConsentStore.getState(), 'marketing')).toBe(false);
  });

  it('restores a stored choice of the current version', async () => {
    const { useConsentStore } = await loadStore({
      state: { status: 'chosen', categories: { necessary: true, analytics: true, marketing: true }, chosenAt: 'x' },
      version: 1,
    });
    expect(useConsentStore.getState()).toMatchObject({ status: 'chosen', categories: { analytics: true } });
  });

  it('asks again when the stored choice was made under another version', async () => {
    const { useConsentStore } = await loadStore({
      state: { status: 'chosen', categories: { necessary: true, analytics: true, marketing: true } },
      version: 0,
    });
    expect(useConsentStore.getState().status).toBe('unknown');
    expect(useConsentStore.getState().categories.analytics).toBe(false);
  });

  it('never turns a category on from a corrupt entry', async () => {
    const { useConsentStore } = await loadStore({
      state: { status: 'chosen', categories: { analytics: 'yes', marketing: 1 } },
      version: 1,
    });
    expect(useConsentStore.getState().categories).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  it('reopens the banner without withdrawing the choice in force', async () => {
    const { useConsentStore, hasConsent, isConsentBannerShown } = await loadStore();
    useConsentStore.getState().acceptAll();
    expect(isConsentBannerShown(useConsentStore.getState())).toBe(false);
    useConsentStore.getState().reopen();
    expect(isConsentBannerShown(useConsentStore.getState())).toBe(true);
    expect(hasConsent(useConsentStore.getState(), 'analytics')).toBe(true);
    useConsentStore.getState().acceptNecessaryOnly();
    expect(isConsentBannerShown(useConsentStore.getState())).toBe(false);
    expect(hasConsent(useConsentStore.getState(), 'analytics')).toBe(false);
  });
});
