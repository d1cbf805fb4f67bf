import { beastGamesCampaign } from '@fernleaf/contract/campaign-config';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignNonQualifiedPage } from '../../../features/campaign/components/campaign-non-qualified-page';
import { describedPage } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/beast-games/non-qualified')({
  staticData: {
    meta: {
      title: 'Your entry did not qualify',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage(`Why your entry in ${beastGamesCampaign.CAMPAIGN_NAME} did not qualify.`),
  component: CampaignNonQualifiedPage,
});
