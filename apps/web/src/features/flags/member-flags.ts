// The signed-in member's feature flags (DESIGN.md "flags"): fetched into the flags store once a member
// is signed in, and answered through OpenFeature's standard client. The server evaluates every flag and
// the provider answers from the store, so the SDK adds nothing to what the member sees until code
// evaluates a flag through it. It is loaded then (`flagsClient`), not after every first screen: the
// SDK is 10 kB gzip that no first screen uses (decision 084). Until then the flags are fetched without it.
import type { Client, OpenFeatureAPI } from '@openfeature/web-sdk';
import { type AuthState, useAuthStore } from '../../lib/auth/auth-store';
import { fetchFlags, resetFlags } from './api/fetch-flags';

let following = false;
/** The member whose flags the store holds (or is fetching). */
let member: string | undefined;
/** The SDK, once a client was asked for. */
let openFeature: Promise<OpenFeatureAPI> | undefined;
/** Whether our provider is set: only once a member is known, since the flags call needs their token. */
let providerSet = false;

async function connect(api: OpenFeatureAPI, memberId: string): Promise<void> {
  // A context change makes the provider fetch the new member's flags (and drop the previous ones).
  await api.setContext({ targetingKey: memberId });
  if (providerSet) return;
  providerSet = true;
  const { FernleafFlagsProvider } = await import('./openfeature-provider');
  await api
    .setProviderAndWait(new FernleafFlagsProvider())
    .catch((error: unknown) => console.warn('Feature flags are not available; defaults apply', error));
}

function onAuth(state: AuthState): void {
  const memberId = state.status === 'authorized' ? state.user?.id : undefined;
  if (!memberId || memberId === member) return;
  const previous = member;
  member = memberId;
  if (openFeature) {
    void openFeature.then((api) => connect(api, memberId));
    return;
  }
  // Another member's flags never stand for this one's, as the provider does on a context change.
  if (previous !== undefined) resetFlags();
  void fetchFlags();
}

/**
 * Fetches the signed-in member's flags, now and whenever another member signs in. The shell starts it
 * after the first paint, so the flags are ready before a page asks for them.
 */
export function followMemberFlags(): void {
  if (following) return;
  following = true;
  useAuthStore.subscribe(onAuth);
  onAuth(useAuthStore.getState());
}

/**
 * OpenFeature's client for the signed-in member: loads the SDK and our provider on the first call. Its
 * answers are the flags the store holds; before a member is signed in, each flag's default.
 */
export async function flagsClient(): Promise<Client> {
  followMemberFlags();
  openFeature ??= import('@openfeature/web-sdk').then(async ({ OpenFeature }) => {
    if (member) await connect(OpenFeature, member);
    return OpenFeature;
  });
  return (await openFeature).getClient();
}
