// Feature flags are evaluated per member, so the OpenFeature provider starts once a member is signed
// in. The SDK is loaded then, not with the first page; this starts after the first screen (main.tsx),
// when the member may already be signed in.
import { type AuthState, useAuthStore } from '../lib/auth/auth-store';

export function startFeatureFlags(): void {
  let startedFor: string | undefined;
  const startFor = async (state: AuthState) => {
    const memberId = state.status === 'authorized' ? state.user?.id : undefined;
    if (!memberId || memberId === startedFor) return;
    startedFor = memberId;
    const [{ OpenFeature }, { FernleafFlagsProvider }] = await Promise.all([
      import('@openfeature/web-sdk'),
      import('../features/flags/openfeature-provider'),
    ]);
    await OpenFeature.setContext({ targetingKey: memberId });
    await OpenFeature.setProviderAndWait(new FernleafFlagsProvider()).catch((error: unknown) =>
      console.warn('Feature flags are not available; defaults apply', error),
    );
  };
  useAuthStore.subscribe((state) => void startFor(state));
  void startFor(useAuthStore.getState());
}
