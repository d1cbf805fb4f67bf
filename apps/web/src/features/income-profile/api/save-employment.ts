import { saveEmployment } from '@fernleaf/contract/call-addresses/save-employment.gen';
import type { EmploymentInput } from '@fernleaf/contract/income-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { incomeProfileQueryKey } from './get-income-profile';

/** Saves the employment answer; the whole profile the server answers becomes the cached one. */
export function useSaveEmployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmploymentInput) => callApi(saveEmployment, { body }),
    onSuccess: (profile) => queryClient.setQueryData(incomeProfileQueryKey, profile),
  });
}
