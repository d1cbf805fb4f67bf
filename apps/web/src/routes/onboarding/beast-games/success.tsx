import { beastGamesCampaign } from '@fernleaf/contract/campaign-config';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignSuccessPage } from '../../../features/campaign/components/campaign-success-page';
import { pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/beast-games/success')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: "You're in", description: `Your entry in ${beastGamesCampaign.CAMPAIGN_NAME} qualified.` }),
  component: CampaignSuccessPage,
});
