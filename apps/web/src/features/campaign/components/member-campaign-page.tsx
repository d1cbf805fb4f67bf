import type { MemberCampaign } from '@fernleaf/contract/campaign';
import { beastGamesCampaign } from '@fernleaf/contract/campaign-config';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { memberCampaignQueryOptions } from '../api/get-member-campaign';
import type { CampaignStep } from '../lib/campaign-paths';
import { campaignViewFor } from '../lib/campaign-view';
import { CampaignLoadError, CampaignLoading } from './campaign-load-states';
import { CampaignViewGate } from './campaign-view-gate';

/** The signed-in steps: the phase and the member's entry come from the member's campaign call. */
export function MemberCampaignPage({
  step,
  children,
}: {
  step: Exclude<CampaignStep, 'landing' | 'comingSoon'>;
  children: (state: MemberCampaign) => ReactNode;
}) {
  const state = useQuery(memberCampaignQueryOptions(beastGamesCampaign.CAMPAIGN_ID));
  if (state.isPending) return <CampaignLoading />;
  if (state.isError) return <CampaignLoadError onRetry={() => state.refetch()} retrying={state.isFetching} />;
  return (
    <CampaignViewGate view={campaignViewFor(step, state.data)} campaign={state.data.campaign} entry={state.data.entry}>
      {() => children(state.data)}
    </CampaignViewGate>
  );
}
