import { beastGamesCampaign } from '@fernleaf/contract/campaign-config';
import { createFileRoute } from '@tanstack/react-router';
import { JoinCampaignPage } from '../../../features/campaign/components/join-campaign-page';
import { describedPage } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/beast-games/join-campaign')({
  staticData: {
    meta: {
      title: `Join ${beastGamesCampaign.CAMPAIGN_NAME}`,
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('The campaign terms in short, and joining with your verified phone number.'),
  component: JoinCampaignPage,
});
