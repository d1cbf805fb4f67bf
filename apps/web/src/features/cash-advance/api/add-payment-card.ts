import { addPaymentCard } from '@fernleaf/contract/call-addresses/add-payment-card.gen';
import type { PaymentCardInput } from '@fernleaf/contract/payment-card';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export function sendPaymentCard(
  { body, idempotencyKey }: { body: PaymentCardInput; idempotencyKey: string },
  options: CallOptions = {},
) {
  return callApi(addPaymentCard, { body, idempotencyKey }, options);
}

/** A card added or removed shows among the cards, the ways to repay and the ways to receive an advance. */
export async function invalidateCards(queryClient: QueryClient) {
  await Promise.all(
    [
      cashAdvanceQueryKeys.paymentCards(),
      cashAdvanceQueryKeys.repaymentMethods(),
      cashAdvanceQueryKeys.fundOptions(),
      cashAdvanceQueryKeys.disbursementMethods(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export function useAddPaymentCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { body: PaymentCardInput; idempotencyKey: string }) => sendPaymentCard(request),
    onSuccess: () => invalidateCards(queryClient),
  });
}
