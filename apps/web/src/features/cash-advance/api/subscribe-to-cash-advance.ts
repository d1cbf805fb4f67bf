import { subscribeToCashAdvance } from '@fernleaf/contract/call-addresses/subscribe-to-cash-advance.gen';
import type { QueryClient } from '@tanstack/react-query';
import { track } from '../../../lib/analytics/track';
import { ApiError, type CallOptions, callApi } from '../../../lib/api-client';
import { onboardingQueryKeys } from '../../../lib/query-keys/onboarding-query-keys';
import {
  outcomeOfSubscriptionAnswer,
  outcomeOfSubscriptionError,
  type SubscriptionOutcome,
} from '../lib/subscription-outcome';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

/** The analytics event every attempt records, with its outcome (spec section 4). */
export const subscriptionEvent = 'cash_advance.subscribe';

export type SubscribeResult =
  | { outcome: 'success'; accountStatus: string }
  | { outcome: Exclude<SubscriptionOutcome, 'success'>; error: ApiError | undefined };

/**
 * Turns advances on with the underwriting; answers the outcome, tracked once per attempt. The caller's
 * own cancel is not an outcome and is passed on.
 */
export async function subscribe(
  { underwritingTransactionId, idempotencyKey }: { underwritingTransactionId: string; idempotencyKey: string },
  options: CallOptions = {},
): Promise<SubscribeResult> {
  let result: SubscribeResult;
  try {
    const answer = await callApi(
      subscribeToCashAdvance,
      { body: { underwritingTransactionId }, idempotencyKey },
      options,
    );
    const outcome = outcomeOfSubscriptionAnswer(answer);
    result = outcome === 'success' ? { outcome, accountStatus: answer.accountStatus } : { outcome, error: undefined };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    result = { outcome: outcomeOfSubscriptionError(error), error: error instanceof ApiError ? error : undefined };
  }
  track(subscriptionEvent, { outcome: result.outcome });
  return result;
}

/** What turning advances on or off changes: the home, the access, what may be taken, the onboarding step. */
export async function invalidateSubscription(queryClient: QueryClient) {
  await Promise.all(
    [
      cashAdvanceQueryKeys.info(),
      cashAdvanceQueryKeys.access(),
      cashAdvanceQueryKeys.amounts(),
      cashAdvanceQueryKeys.disbursementMethods(),
      onboardingQueryKeys.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
