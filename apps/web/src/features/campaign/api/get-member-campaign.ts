import { getCampaign } from '@fernleaf/contract/call-addresses/get-campaign.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { campaignQueryKeys } from './campaign-query-keys';

/** The campaign, its phase by the server's clock, and the signed-in member's entry. */
export function memberCampaignQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: campaignQueryKeys.member(campaignId),
    queryFn: ({ signal }) => callApi(getCampaign, { params: { campaignId } }, { signal }),
  });
}
