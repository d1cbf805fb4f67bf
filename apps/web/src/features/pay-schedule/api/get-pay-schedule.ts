import { getPaySchedule } from '@fernleaf/contract/call-addresses/get-pay-schedule.gen';
import type { SavedPaySchedule } from '@fernleaf/contract/pay-schedule-calls';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, type CallOptions, callApi } from '../../../lib/api-client';

export const payScheduleQueryKey = ['pay-schedule'] as const;

/** The member's saved schedule with its next paydays, or `null` when none is saved (the server answers 404). */
export async function fetchPaySchedule(options: CallOptions = {}): Promise<SavedPaySchedule | null> {
  try {
    return await callApi(getPaySchedule, {}, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function payScheduleQueryOptions() {
  return queryOptions({
    queryKey: payScheduleQueryKey,
    queryFn: ({ signal }) => fetchPaySchedule({ signal }),
  });
}
