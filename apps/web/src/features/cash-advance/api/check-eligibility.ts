import { checkEligibilityV6 } from '@fernleaf/contract/call-addresses/check-eligibility-v6.gen';
import type { eligibleBvResponseSchema } from '@fernleaf/contract/cash-advance-onboarding';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { onboardingQueryKeys } from '../../../lib/query-keys/onboarding-query-keys';
import { useCashAdvanceStore } from '../store';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export type EligibilityAnswer = z.infer<typeof eligibleBvResponseSchema>;
export type EligibilityRequest = { linkedAccountId?: string };

/** Keeps the answer (best bank, tier, qualification) and refreshes what it changes. */
export async function eligibilityChecked(queryClient: QueryClient, answer: EligibilityAnswer) {
  useCashAdvanceStore.getState().setEligibility({
    status: answer.status,
    underwritingTransactionId: answer.underwritingTransactionId,
    bankAccountInfo: answer.bankAccountInfo,
    qualification: answer.qualification,
  });
  queryClient.setQueryData(cashAdvanceQueryKeys.qualification(), answer.qualification);
  await Promise.all(
    [
      cashAdvanceQueryKeys.info(),
      cashAdvanceQueryKeys.access(),
      cashAdvanceQueryKeys.amounts(),
      cashAdvanceQueryKeys.disbursementMethods(),
      cashAdvanceQueryKeys.targetBankAccount(),
      // The qualification step shown next depends on the outcome.
      onboardingQueryKeys.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** Underwrites the member from the history of their linked banks (the organic flow). */
export function checkEligibility(body: EligibilityRequest = {}, options: CallOptions = {}) {
  return callApi(checkEligibilityV6, { body: { flow: 'ORGANIC', ...body } }, options);
}

export function useCheckEligibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EligibilityRequest = {}) => checkEligibility(body),
    onSuccess: (answer) => eligibilityChecked(queryClient, answer),
  });
}
