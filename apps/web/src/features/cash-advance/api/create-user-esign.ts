import { createUserEsign } from '@fernleaf/contract/call-addresses/create-user-esign.gen';
import type { AdvanceRequest } from '@fernleaf/contract/cash-advance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

/** Quotes the terms of an advance as a document to sign: the fee, the repayment date and the APR are the server's. */
export function quoteAdvanceTerms(
  { body, idempotencyKey }: { body: AdvanceRequest; idempotencyKey: string },
  options: CallOptions = {},
) {
  return callApi(createUserEsign, { body, idempotencyKey }, options);
}

export function useQuoteAdvanceTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { body: AdvanceRequest; idempotencyKey: string }) => quoteAdvanceTerms(request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cashAdvanceQueryKeys.userEsigns() }),
  });
}
