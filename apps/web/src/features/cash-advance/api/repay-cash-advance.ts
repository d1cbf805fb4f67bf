import { repayCashAdvance } from '@fernleaf/contract/call-addresses/repay-cash-advance.gen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { invalidateMoneyMoved } from './invalidate-money-moved';

export interface RepayRequest {
  /** Integer cents. */
  amount: number;
  fundOptionId: string;
}

/** Repays all or part of what is owed, now. One Idempotency-Key per submission, kept across its retries. */
export function repayNow(
  { body, idempotencyKey }: { body: RepayRequest; idempotencyKey: string },
  options: CallOptions = {},
) {
  return callApi(repayCashAdvance, { body, idempotencyKey }, options);
}

export function useRepayNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { body: RepayRequest; idempotencyKey: string }) => repayNow(request),
    onSuccess: async ({ repayments }) => {
      // A repayment from checking changes its balance and transactions.
      await invalidateMoneyMoved(queryClient, {
        checking: repayments.some((repayment) => repayment.sourceType === 'CHECKING'),
      });
    },
  });
}
