// Where /onboarding/instacash/redirection sends a member: the cash advance's home once it is set up,
// else the onboarding step due now (the onboarding state's answer, which knows the step order).
import { safeReturnTo } from './return-to';

export const redirectionPath = '/onboarding/instacash/redirection';
export const cashAdvanceHomePath = '/instacash';

/** Set up (on, or turned off with the agreements signed): the home. Null while setting up. */
export function setUpTarget(access: { accountStatus: string | null; nextPath: string }): string | null {
  if (access.accountStatus === 'ACTIVE' || access.accountStatus === 'CANCELLED') return cashAdvanceHomePath;
  const next = safeReturnTo(access.nextPath, '');
  // The access answer may name this very page for a member setting up: the step order decides then.
  return next && next !== redirectionPath && !next.startsWith('/onboarding/') && next !== cashAdvanceHomePath
    ? next
    : null;
}

/** The step due now, or the flow's landing once every step is done; never this page again. */
export function stepTarget(state: { nextStep: { path: string } | null; landing: string }): string {
  const target = safeReturnTo(state.nextStep?.path ?? state.landing, cashAdvanceHomePath);
  return target === redirectionPath ? cashAdvanceHomePath : target;
}
