import {
  ErrorCode,
  OpenFeature,
  ProviderEvents,
  ProviderStatus,
  StandardResolutionReasons,
} from '@openfeature/web-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFlags } from './api/fetch-flags';
import { FernleafFlagsProvider } from './openfeature-provider';
import { useFlagsStore } from './store';
import { failingAnswer, flagsAnswer } from './test-support/fake-flags-api';

// Each test binds its own provider to this domain, apart from the app's default provider.
const domain = 'flags-web-provider-test';
let clock = 0;
const now = () => clock;

beforeEach(() => {
  resetFlags();
  clock = 0;
});
afterEach(() => OpenFeature.clearProviders());

describe('FernleafFlagsProvider', () => {
  it('fetches on start and answers the fetched flags through the standard client', async () => {
    const fetch = flagsAnswer({ 'discover-community': true, 'auth-api-host': false });
    await OpenFeature.setProviderAndWait(domain, new FernleafFlagsProvider({ fetch: { now, call: { fetch } } }));
    const client = OpenFeature.getClient(domain);
    expect(client.providerStatus).toBe(ProviderStatus.READY);
    expect(client.getBooleanDetails('discover-community', false)).toMatchObject({
      value: true,
      reason: StandardResolutionReasons.CACHED,
    });
    expect(client.getBooleanValue('auth-api-host', true)).toBe(false);
    expect(useFlagsStore.getState().readiness).toBe('Success');
  });

  it('answers the caller default with an error code for a missing flag or a value of another type', async () => {
    const fetch = flagsAnswer({ 'discover-community': true });
    await OpenFeature.setProviderAndWait(domain, new FernleafFlagsProvider({ fetch: { now, call: { fetch } } }));
    const client = OpenFeature.getClient(domain);
    expect(client.getBooleanDetails('no-such-flag', true)).toMatchObject({
      value: true,
      errorCode: ErrorCode.FLAG_NOT_FOUND,
    });
    expect(client.getStringDetails('discover-community', 'off')).toMatchObject({
      value: 'off',
      errorCode: ErrorCode.TYPE_MISMATCH,
    });
  });

  it('reports an error when the first fetch fails, and becomes ready when flags arrive later', async () => {
    const provider = new FernleafFlagsProvider({ fetch: { now, call: { fetch: failingAnswer() } } });
    await OpenFeature.setProviderAndWait(domain, provider).catch(() => undefined);
    const client = OpenFeature.getClient(domain);
    expect(client.providerStatus).toBe(ProviderStatus.ERROR);
    expect(useFlagsStore.getState().readiness).toBe('Error');
    expect(client.getBooleanValue('discover-community', false)).toBe(false);

    const ready = vi.fn();
    client.addHandler(ProviderEvents.Ready, ready);
    useFlagsStore.getState().succeeded({ flags: { 'discover-community': true }, fetchedAt: 'later' }, clock);
    await vi.waitFor(() => expect(client.providerStatus).toBe(ProviderStatus.READY));
    expect(client.getBooleanValue('discover-community', false)).toBe(true);
    expect(ready).toHaveBeenCalled();
  });

  it('tells clients which flags changed after a refresh past the minimum interval', async () => {
    const provider = new FernleafFlagsProvider({
      fetch: { now, call: { fetch: flagsAnswer({ 'discover-community': false, 'auth-api-host': false }) } },
    });
    await OpenFeature.setProviderAndWait(domain, provider);
    const changed = vi.fn();
    OpenFeature.getClient(domain).addHandler(ProviderEvents.ConfigurationChanged, changed);
    useFlagsStore
      .getState()
      .succeeded({ flags: { 'discover-community': true, 'auth-api-host': false }, fetchedAt: 'x' }, 1);
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(changed.mock.calls[0]?.[0]).toMatchObject({ flagsChanged: ['discover-community'] });
  });

  it("fetches the new member's flags at once when the context names another member", async () => {
    const fetch = flagsAnswer({ 'discover-community': true });
    await OpenFeature.setProviderAndWait(domain, new FernleafFlagsProvider({ fetch: { now, call: { fetch } } }));
    await OpenFeature.setContext(domain, { targetingKey: 'member-2' });
    expect(fetch).toHaveBeenCalledTimes(2);
    // Same member again, within the interval: nothing is fetched.
    await OpenFeature.setContext(domain, { targetingKey: 'member-2', locale: 'en-US' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
