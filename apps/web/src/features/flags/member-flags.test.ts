import type { FeatureFlags } from '@fernleaf/contract/flags';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { flagsClient, followMemberFlags } from './member-flags';
import { useFlagsStore } from './store';
import { flagsAnswer } from './test-support/fake-flags-api';

// Whether the OpenFeature SDK (its chunk in the build) was loaded yet.
const sdk = vi.hoisted(() => ({ loaded: false }));
vi.mock('@openfeature/web-sdk', async (importOriginal) => {
  sdk.loaded = true;
  return importOriginal();
});

let answer: ReturnType<typeof flagsAnswer>;
function serverAnswers(flags: FeatureFlags) {
  answer = flagsAnswer(flags);
  vi.stubGlobal('fetch', answer);
}
const signIn = (id: string) => useAuthStore.setState({ status: 'authorized', user: { id } as never });
const flagsHeld = () => useFlagsStore.getState();

afterEach(() => vi.unstubAllGlobals());
afterAll(async () => (await import('@openfeature/web-sdk')).OpenFeature.clearProviders());

// In order, on one module state, as the app goes: the flags followed after the first paint, a client
// asked for later, then another member signing in.
describe('the signed-in member flags', () => {
  it('are fetched for the member signed in, without loading the OpenFeature SDK', async () => {
    serverAnswers({ 'discover-community': true });
    signIn('member-1');
    followMemberFlags();
    await vi.waitFor(() => expect(flagsHeld().readiness).toBe('Success'));
    expect(flagsHeld().flags).toEqual({ 'discover-community': true });
    await vi.dynamicImportSettled();
    expect(sdk.loaded).toBe(false);
  });

  it("are answered through OpenFeature's client, the SDK loaded when the client is first asked for", async () => {
    serverAnswers({ 'discover-community': false });
    const client = await flagsClient();
    expect(sdk.loaded).toBe(true);
    expect(client.getBooleanValue('discover-community', false)).toBe(true);
    // The provider answered from the flags already fetched (within the minimum interval).
    expect(answer).not.toHaveBeenCalled();
  });

  it("are another member's own once they sign in", async () => {
    serverAnswers({ 'discover-community': false });
    signIn('member-2');
    const client = await flagsClient();
    await vi.waitFor(() => expect(client.getBooleanValue('discover-community', true)).toBe(false));
    expect(flagsHeld().flags).toEqual({ 'discover-community': false });
  });
});

describe('before the SDK is loaded', () => {
  it("another member's sign-in fetches their flags in place of the previous member's", async () => {
    vi.resetModules();
    const memberFlags = await import('./member-flags');
    const { useAuthStore: authStore } = await import('../../lib/auth/auth-store');
    const { useFlagsStore: flagsStore } = await import('./store');
    serverAnswers({ 'discover-community': true });
    authStore.setState({ status: 'authorized', user: { id: 'member-1' } as never });
    memberFlags.followMemberFlags();
    await vi.waitFor(() => expect(flagsStore.getState().flags).toEqual({ 'discover-community': true }));
    serverAnswers({ 'discover-community': false });
    authStore.setState({ status: 'authorized', user: { id: 'member-2' } as never });
    // Within the minimum interval: only a reset makes the second member's flags come from the server.
    await vi.waitFor(() => expect(flagsStore.getState().flags).toEqual({ 'discover-community': false }));
  });
});
