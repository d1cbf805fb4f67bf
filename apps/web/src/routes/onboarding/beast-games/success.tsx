import { beastGamesCampaign } from '@fernleaf/contract/campaign-config';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignSuccessPage } from '../../../features/campaign/components/campaign-success-page';

export const Route = createFileRoute('/onboarding/beast-games/success')({
  staticData: {
    meta: {
      title: "You're in",
      description: `Your entry in ${beastGamesCampaign.CAMPAIGN_NAME} qualified.`,
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: CampaignSuccessPage,
});
