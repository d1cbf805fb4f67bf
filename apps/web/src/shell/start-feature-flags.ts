// Feature flags are evaluated per member, so they are fetched once a member is signed in. This starts
// after the first screen (main.tsx), when the member may already be signed in; the OpenFeature SDK
// loads only when code asks for its client (features/flags/member-flags.ts, decision 084).
import { followMemberFlags } from '../features/flags/member-flags';

export function startFeatureFlags(): void {
  followMemberFlags();
}
