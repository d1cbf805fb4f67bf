import { beastGamesCampaign } from '@fernleaf/contract/campaign-config';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignNonQualifiedPage } from '../../../features/campaign/components/campaign-non-qualified-page';
import { pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/beast-games/non-qualified')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Your entry did not qualify',
    description: `Why your entry in ${beastGamesCampaign.CAMPAIGN_NAME} did not qualify.`,
  }),
  component: CampaignNonQualifiedPage,
});
