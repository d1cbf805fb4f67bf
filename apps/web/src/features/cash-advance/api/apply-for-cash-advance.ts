import { applyForCashAdvance } from '@fernleaf/contract/call-addresses/apply-for-cash-advance.gen';
import type { AdvanceRequest } from '@fernleaf/contract/cash-advance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';
import { invalidateMoneyMoved } from './invalidate-money-moved';

export type ApplyRequest = AdvanceRequest & { esignDocumentId: string };

/** Takes the advance on the signed terms. One Idempotency-Key per submission, kept across its retries. */
export function takeCashAdvance(
  { body, idempotencyKey }: { body: ApplyRequest; idempotencyKey: string },
  options: CallOptions = {},
) {
  return callApi(applyForCashAdvance, { body, idempotencyKey }, options);
}

export function useTakeCashAdvance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { body: ApplyRequest; idempotencyKey: string }) => takeCashAdvance(request),
    onSuccess: async ({ advance }) => {
      // The terms document is used now; an advance into checking changes its balance and transactions.
      void queryClient.invalidateQueries({ queryKey: cashAdvanceQueryKeys.userEsigns() });
      await invalidateMoneyMoved(queryClient, { checking: advance.method === 'INSTANT_CHECKING' });
    },
  });
}
