import { cancelCashAdvanceSubscription } from '@fernleaf/contract/call-addresses/cancel-cash-advance-subscription.gen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { invalidateSubscription } from './subscribe-to-cash-advance';

/** Turns advances off at once; what is owed stays scheduled. */
export function cancelSubscription({ idempotencyKey }: { idempotencyKey: string }, options: CallOptions = {}) {
  return callApi(cancelCashAdvanceSubscription, { idempotencyKey }, options);
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { idempotencyKey: string }) => cancelSubscription(request),
    onSuccess: () => invalidateSubscription(queryClient),
  });
}
