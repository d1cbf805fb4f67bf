import { beastGamesCampaign } from '@fernleaf/contract/campaign-config';
import { createFileRoute } from '@tanstack/react-router';
import { JoinCampaignPage } from '../../../features/campaign/components/join-campaign-page';
import { pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/beast-games/join-campaign')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: `Join ${beastGamesCampaign.CAMPAIGN_NAME}`,
    description: 'The campaign terms in short, and joining with your verified phone number.',
  }),
  component: JoinCampaignPage,
});
