import { sandboxPayrollDeposit } from '@fernleaf/contract/call-addresses/sandbox-payroll-deposit.gen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { accountSummaryQueryKey, checkingQueryKeys } from '../../../lib/query-keys/checking-query-keys';

/** Outside production only: a payroll deposit of the server's default amount arrives now. */
export function sendSandboxPayrollDeposit({ idempotencyKey }: { idempotencyKey: string }, options: CallOptions = {}) {
  return callApi(sandboxPayrollDeposit, { body: {}, idempotencyKey }, options);
}

export function useSandboxPayrollDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { idempotencyKey: string }) => sendSandboxPayrollDeposit(request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: checkingQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountSummaryQueryKey });
    },
  });
}
