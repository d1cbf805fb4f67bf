import { saveAnnualIncome } from '@fernleaf/contract/call-addresses/save-annual-income.gen';
import type { AnnualIncome } from '@fernleaf/contract/income-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { incomeProfileQueryKey } from './get-income-profile';

/** Saves the annual household income; the whole profile the server answers becomes the cached one. */
export function useSaveAnnualIncome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnualIncome) => callApi(saveAnnualIncome, { body }),
    onSuccess: (profile) => queryClient.setQueryData(incomeProfileQueryKey, profile),
  });
}
