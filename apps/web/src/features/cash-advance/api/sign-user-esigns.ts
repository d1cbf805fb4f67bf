import { signUserEsigns } from '@fernleaf/contract/call-addresses/sign-user-esigns.gen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

/** Signs the terms documents the member accepted in the legal dialog. */
export function signAdvanceTerms(
  { documentIds, idempotencyKey }: { documentIds: string[]; idempotencyKey: string },
  options: CallOptions = {},
) {
  return callApi(
    signUserEsigns,
    { body: { esignDocuments: documentIds.map((documentId) => ({ documentId, isEsigned: true })) }, idempotencyKey },
    options,
  );
}

export function useSignAdvanceTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { documentIds: string[]; idempotencyKey: string }) => signAdvanceTerms(request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cashAdvanceQueryKeys.userEsigns() }),
  });
}
