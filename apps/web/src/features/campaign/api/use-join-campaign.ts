import { joinCampaign } from '@fernleaf/contract/call-addresses/join-campaign.gen';
import type { MemberCampaign } from '@fernleaf/contract/campaign';
import { errorCodes } from '@fernleaf/contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, callApi, noResponseStatus } from '../../../lib/api-client';
import { createSubmissionKeys } from '../../../lib/submission-key';
import { campaignPaths } from '../lib/campaign-paths';
import { campaignQueryKeys } from './campaign-query-keys';

/**
 * Joins and goes on to the result. A retry after a lost answer reuses the key, so it replays instead
 * of joining twice. When the window closed meanwhile, the campaign is read again so the page shows
 * the phase the server now answers.
 */
export function useJoinCampaign(campaignId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [keys] = useState(() => createSubmissionKeys());
  return useMutation({
    mutationFn: () => callApi(joinCampaign, { params: { campaignId }, idempotencyKey: keys.keyFor({ campaignId }) }),
    onSuccess: async (answer: MemberCampaign) => {
      keys.settle();
      queryClient.setQueryData(campaignQueryKeys.member(campaignId), answer);
      await navigate({ to: answer.entry?.qualified ? campaignPaths.success : campaignPaths.nonQualified });
    },
    onError: async (error) => {
      if (!(error instanceof ApiError) || error.status === noResponseStatus) return;
      keys.settle();
      if (error.code === errorCodes.CAMPAIGN_NOT_OPEN || error.code === errorCodes.MISSING_VALUES) {
        await queryClient.invalidateQueries({ queryKey: campaignQueryKeys.member(campaignId) });
      }
    },
  });
}
