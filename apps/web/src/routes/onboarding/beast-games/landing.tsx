import { beastGamesCampaign } from '@fernleaf/contract/campaign-config';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignLandingPage } from '../../../features/campaign/components/campaign-landing-page';
import { describedPage } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/beast-games/landing')({
  staticData: {
    meta: {
      title: beastGamesCampaign.CAMPAIGN_NAME,
      owner: 'onboarding',
      requiresSignIn: false,
    },
  },
  loader: describedPage('A creator campaign with Northstar Creators: what it is, when it runs, and how to join.'),
  component: CampaignLandingPage,
});
