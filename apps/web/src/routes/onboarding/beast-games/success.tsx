import { beastGamesCampaign } from '@fernleaf/contract/campaign-config';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignSuccessPage } from '../../../features/campaign/components/campaign-success-page';
import { describedPage } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/beast-games/success')({
  staticData: {
    meta: {
      title: "You're in",
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage(`Your entry in ${beastGamesCampaign.CAMPAIGN_NAME} qualified.`),
  component: CampaignSuccessPage,
});
