import { setTargetBankAccount } from '@fernleaf/contract/call-addresses/set-target-bank-account.gen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { useCashAdvanceStore } from '../store';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

/** Bases advances on another linked checking account: the server underwrites again with its history. */
export function chooseTargetBankAccount(linkedAccountId: string, options: CallOptions = {}) {
  return callApi(setTargetBankAccount, { body: { linkedAccountId } }, options);
}

export function useSetTargetBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkedAccountId: string) => chooseTargetBankAccount(linkedAccountId),
    onSuccess: async ({ qualification }) => {
      useCashAdvanceStore.getState().setEligibility({
        status: qualification.status,
        underwritingTransactionId: qualification.underwritingTransactionId,
        bankAccountInfo: qualification.bankAccountInfo,
        qualification,
      });
      queryClient.setQueryData(cashAdvanceQueryKeys.qualification(), qualification);
      // A new underwriting: a new limit, what may be taken, where standard deliveries go.
      await Promise.all(
        [
          cashAdvanceQueryKeys.targetBankAccount(),
          cashAdvanceQueryKeys.info(),
          cashAdvanceQueryKeys.access(),
          cashAdvanceQueryKeys.amounts(),
          cashAdvanceQueryKeys.disbursementMethods(),
          cashAdvanceQueryKeys.repaymentMethods(),
          cashAdvanceQueryKeys.fundOptions(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
