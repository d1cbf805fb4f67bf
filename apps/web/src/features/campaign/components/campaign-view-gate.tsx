import type { Campaign, CampaignEntry } from '@fernleaf/contract/campaign';
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { campaignPaths } from '../lib/campaign-paths';
import type { CampaignView } from '../lib/campaign-view';
import { CampaignEnded } from './campaign-ended';

/** Renders the route's own screen, the ended state, or moves to the route the campaign's state calls for. */
export function CampaignViewGate({
  view,
  campaign,
  entry,
  children,
}: {
  view: CampaignView;
  campaign: Campaign;
  entry?: CampaignEntry | null;
  /** Called only when the route's own screen is shown. */
  children: () => ReactNode;
}) {
  if (view.kind === 'ended') return <CampaignEnded campaign={campaign} entry={entry} />;
  if (view.kind === 'redirect') return <Navigate to={campaignPaths[view.to]} replace />;
  return children();
}
