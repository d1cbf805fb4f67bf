// Spec section 4: subscribing succeeds when the legacy status is ADDON_SUCCESS or
// ACTIVE_SUSPENDED_ADDON_FOUND, or when the newer interface answers code 200. Each outcome is tracked
// as success, timeout or fail, the way opening checking is.
import { isSubscriptionSuccess } from '@fernleaf/contract/cash-advance-onboarding';
import { errorCodes } from '@fernleaf/contract/errors';
import { ApiError } from '../../../lib/api-client';

export type SubscriptionOutcome = 'success' | 'timeout' | 'fail';

export function outcomeOfSubscriptionAnswer(answer: { status?: string; code?: number }): SubscriptionOutcome {
  return isSubscriptionSuccess(answer) ? 'success' : 'fail';
}

/** A request that got no answer in time may still have turned advances on: a timeout, not a failure. */
export function outcomeOfSubscriptionError(error: unknown): Exclude<SubscriptionOutcome, 'success'> {
  return error instanceof ApiError && error.code === errorCodes.TIMEOUT ? 'timeout' : 'fail';
}
