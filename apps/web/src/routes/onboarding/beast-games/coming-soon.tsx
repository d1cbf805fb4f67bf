import { beastGamesCampaign } from '@fernleaf/contract/campaign-config';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignComingSoonPage } from '../../../features/campaign/components/campaign-coming-soon-page';
import { pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/beast-games/coming-soon')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: false,
    },
  },
  loader: pageHead({
    title: `${beastGamesCampaign.CAMPAIGN_NAME} starts soon`,
    description: 'When the creator campaign with Northstar Creators opens.',
  }),
  component: CampaignComingSoonPage,
});
