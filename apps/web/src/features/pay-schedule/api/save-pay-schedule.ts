import { savePaySchedule } from '@fernleaf/contract/call-addresses/save-pay-schedule.gen';
import type { PaySchedule } from '@fernleaf/contract/pay-schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { payScheduleQueryKey } from './get-pay-schedule';

/** Saves the schedule, replacing the member's earlier one; the answer becomes the cached schedule. */
export function useSavePaySchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: PaySchedule) => callApi(savePaySchedule, { body: schedule }),
    onSuccess: (saved) => queryClient.setQueryData(payScheduleQueryKey, saved),
  });
}
