import { beastGamesCampaign } from '@fernleaf/contract/campaign-config';
import { createFileRoute } from '@tanstack/react-router';
import { JoinCampaignPage } from '../../../features/campaign/components/join-campaign-page';

export const Route = createFileRoute('/onboarding/beast-games/join-campaign')({
  staticData: {
    meta: {
      title: `Join ${beastGamesCampaign.CAMPAIGN_NAME}`,
      description: 'The campaign terms in short, and joining with your verified phone number.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: JoinCampaignPage,
});
