import { setDefaultRepaymentMethod } from '@fernleaf/contract/call-addresses/set-default-repayment-method.gen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export function chooseDefaultRepaymentMethod(methodId: string, options: CallOptions = {}) {
  return callApi(setDefaultRepaymentMethod, { body: { methodId } }, options);
}

export function useSetDefaultRepaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (methodId: string) => chooseDefaultRepaymentMethod(methodId),
    onSuccess: (answer) => {
      queryClient.setQueryData(cashAdvanceQueryKeys.repaymentMethods(), answer);
      // The home shows the next repayment's method, and the fund options mark the default.
      void queryClient.invalidateQueries({ queryKey: cashAdvanceQueryKeys.info() });
      void queryClient.invalidateQueries({ queryKey: cashAdvanceQueryKeys.fundOptions() });
    },
  });
}
