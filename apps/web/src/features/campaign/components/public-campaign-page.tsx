import type { CampaignSchedule } from '@fernleaf/contract/campaign';
import { beastGamesCampaign } from '@fernleaf/contract/campaign-config';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { campaignScheduleQueryOptions } from '../api/get-campaign-schedule';
import { campaignViewFor } from '../lib/campaign-view';
import { CampaignLoadError, CampaignLoading } from './campaign-load-states';
import { CampaignViewGate } from './campaign-view-gate';

/** The pages anyone may open: the phase comes from the public schedule call. */
export function PublicCampaignPage({
  step,
  children,
}: {
  step: 'landing' | 'comingSoon';
  children: (schedule: CampaignSchedule) => ReactNode;
}) {
  const schedule = useQuery(campaignScheduleQueryOptions(beastGamesCampaign.CAMPAIGN_ID));
  if (schedule.isPending) return <CampaignLoading />;
  if (schedule.isError) return <CampaignLoadError onRetry={() => schedule.refetch()} retrying={schedule.isFetching} />;
  return (
    <CampaignViewGate view={campaignViewFor(step, schedule.data)} campaign={schedule.data.campaign}>
      {() => children(schedule.data)}
    </CampaignViewGate>
  );
}
