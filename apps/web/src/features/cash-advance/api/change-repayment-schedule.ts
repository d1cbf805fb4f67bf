import { changeRepaymentSchedule } from '@fernleaf/contract/call-addresses/change-repayment-schedule.gen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export interface ScheduleChange {
  advanceId: string;
  /** One part moves the repayment; two or three split it. Amounts in integer cents. */
  parts: { dueOn: string; amount: number }[];
}

export function moveOrSplitRepayment(
  { body, idempotencyKey }: { body: ScheduleChange; idempotencyKey: string },
  options: CallOptions = {},
) {
  return callApi(changeRepaymentSchedule, { body, idempotencyKey }, options);
}

export function useChangeRepaymentSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { body: ScheduleChange; idempotencyKey: string }) => moveOrSplitRepayment(request),
    onSuccess: async () => {
      // The schedule, the next repayment on the home and the scheduled items of the history change.
      await Promise.all(
        [cashAdvanceQueryKeys.outstanding(), cashAdvanceQueryKeys.info(), cashAdvanceQueryKeys.recent()].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
