import { beforeEach, describe, expect, it } from 'vitest';
import { useFlagsStore } from '../store';
import { failingAnswer, flagsAnswer, heldAnswer } from '../test-support/fake-flags-api';
import {
  developmentFetchIntervalMs,
  fetchFlags,
  minimumFetchIntervalMs,
  productionFetchIntervalMs,
  resetFlags,
} from './fetch-flags';

let clock = 1_000_000;
const now = () => clock;

beforeEach(() => {
  resetFlags();
  clock = 1_000_000;
});

describe('minimumFetchIntervalMs', () => {
  it('is 1,200,000 ms in production and 60,000 ms otherwise (spec section 9)', () => {
    expect(productionFetchIntervalMs).toBe(1_200_000);
    expect(developmentFetchIntervalMs).toBe(60_000);
    expect(minimumFetchIntervalMs(true)).toBe(1_200_000);
    expect(minimumFetchIntervalMs(false)).toBe(60_000);
    // Tests run as a development build.
    expect(minimumFetchIntervalMs()).toBe(60_000);
  });
});

describe('fetchFlags', () => {
  it('goes from Fetching to Success with the flags the server evaluated', async () => {
    const fetch = flagsAnswer({ 'discover-community': true });
    expect(useFlagsStore.getState().readiness).toBe('Fetching');
    const pending = fetchFlags({ now, call: { fetch } });
    expect(useFlagsStore.getState().readiness).toBe('Fetching');
    expect(await pending).toEqual({ 'discover-community': true });
    expect(useFlagsStore.getState()).toMatchObject({
      readiness: 'Success',
      flags: { 'discover-community': true },
      fetchedAt: '2026-01-15T12:00:00.000Z',
      receivedAt: clock,
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/flags');
  });

  it('reuses the last answer within the minimum interval and fetches again once it has passed', async () => {
    const fetch = flagsAnswer({ 'discover-community': true });
    for (const production of [true, false]) {
      resetFlags();
      fetch.mockClear();
      const interval = minimumFetchIntervalMs(production);
      await fetchFlags({ now, production, call: { fetch } });
      clock += interval - 1;
      expect(await fetchFlags({ now, production, call: { fetch } })).toEqual({ 'discover-community': true });
      expect(fetch).toHaveBeenCalledTimes(1);
      clock += 1;
      await fetchFlags({ now, production, call: { fetch } });
      expect(fetch).toHaveBeenCalledTimes(2);
    }
  });

  it('shares one request between callers asking at the same time', async () => {
    const { fetch, release } = heldAnswer({ 'auth-api-host': false });
    const first = fetchFlags({ now, call: { fetch } });
    const second = fetchFlags({ now, call: { fetch } });
    release();
    expect(await first).toEqual(await second);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ends in Error with no flags when the first fetch fails, and tries again on the next request', async () => {
    expect(await fetchFlags({ now, call: { fetch: failingAnswer() } })).toEqual({});
    expect(useFlagsStore.getState().readiness).toBe('Error');
    const fetch = flagsAnswer({ 'discover-community': true });
    await fetchFlags({ now, call: { fetch } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(useFlagsStore.getState().readiness).toBe('Success');
  });

  it('keeps the flags it has, and Success, when a later refresh fails', async () => {
    await fetchFlags({ now, call: { fetch: flagsAnswer({ 'discover-community': true }) } });
    clock += developmentFetchIntervalMs;
    await fetchFlags({ now, call: { fetch: failingAnswer() } });
    expect(useFlagsStore.getState()).toMatchObject({ readiness: 'Success', flags: { 'discover-community': true } });
    expect(useFlagsStore.getState().lastError).toBeDefined();
  });
});

describe('resetFlags', () => {
  it('forgets the flags and the interval, so the next member fetches their own at once', async () => {
    const fetch = flagsAnswer({ 'discover-community': true });
    await fetchFlags({ now, call: { fetch } });
    resetFlags();
    expect(useFlagsStore.getState()).toMatchObject({ readiness: 'Fetching', flags: {}, fetchedAt: undefined });
    await fetchFlags({ now, call: { fetch } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('drops an answer that was still on its way for the member who signed out', async () => {
    const { fetch, release } = heldAnswer({ 'discover-community': true });
    const pending = fetchFlags({ now, call: { fetch } });
    resetFlags();
    release();
    await pending;
    expect(useFlagsStore.getState()).toMatchObject({ readiness: 'Fetching', flags: {} });
  });
});

describe('logout', () => {
  it('resets the flags with every other store', async () => {
    const { resetAllStores } = await import('../../../lib/store-reset');
    await fetchFlags({ now, call: { fetch: flagsAnswer({ 'discover-community': true }) } });
    resetAllStores();
    expect(useFlagsStore.getState()).toMatchObject({ readiness: 'Fetching', flags: {} });
  });
});
