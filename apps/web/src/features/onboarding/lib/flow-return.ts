// Where a flow started from another one goes when it is done: opening checking from investing's "Add
// money" step comes back to that step rather than to the flow's own landing (`/accounts`). Kept in
// session storage (the flow spans several pages and may reload); a stored value never sends the member
// elsewhere, so only a path of this site is kept or followed.
import type { OnboardingFlow } from '@fernleaf/contract/onboarding-flows';
import { isSitePath } from '../../../lib/site-path';

const storageKey = (flow: OnboardingFlow) => `fernleaf.flowReturn.${flow}`;

/** Keeps `returnTo` for the flow; no path (a flow started on its own) forgets an older one. */
export function saveFlowReturn(flow: OnboardingFlow, returnTo: unknown, storage: Storage = sessionStorage): void {
  if (isSitePath(returnTo)) storage.setItem(storageKey(flow), returnTo);
  else storage.removeItem(storageKey(flow));
}

/** The path to return to once the flow is done, read once; undefined without one. */
export function takeFlowReturn(flow: OnboardingFlow, storage: Storage = sessionStorage): string | undefined {
  const stored = storage.getItem(storageKey(flow));
  storage.removeItem(storageKey(flow));
  return isSitePath(stored) ? stored : undefined;
}
