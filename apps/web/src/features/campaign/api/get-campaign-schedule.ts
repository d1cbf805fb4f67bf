import { getCampaignSchedule } from '@fernleaf/contract/call-addresses/get-campaign-schedule.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { campaignQueryKeys } from './campaign-query-keys';

/** The campaign and its phase by the server's clock; anyone may read it, signed in or not. */
export function campaignScheduleQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: campaignQueryKeys.schedule(campaignId),
    queryFn: ({ signal }) => callApi(getCampaignSchedule, { params: { campaignId } }, { signal }),
  });
}
