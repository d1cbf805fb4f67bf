import { createAchTransfer } from '@fernleaf/contract/call-addresses/create-ach-transfer.gen';
import type { CallOf } from '@fernleaf/contract/define-call';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { accountSummaryQueryKey, checkingQueryKeys } from '../../../lib/query-keys/checking-query-keys';

export type AchTransferBody = z.output<NonNullable<CallOf<typeof createAchTransfer>['body']>>;

export function sendAchTransfer(
  { body, idempotencyKey }: { body: AchTransferBody; idempotencyKey: string },
  options: CallOptions = {},
) {
  return callApi(createAchTransfer, { body, idempotencyKey }, options);
}

export function useCreateAchTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { body: AchTransferBody; idempotencyKey: string }) => sendAchTransfer(request),
    onSuccess: () => {
      // A transfer changes the balance, the transactions, the transfers and the linked bank's balance.
      void queryClient.invalidateQueries({ queryKey: checkingQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountSummaryQueryKey });
    },
  });
}
