import { beastGamesCampaign } from '@fernleaf/contract/campaign-config';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignComingSoonPage } from '../../../features/campaign/components/campaign-coming-soon-page';
import { describedPage } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/beast-games/coming-soon')({
  staticData: {
    meta: {
      title: `${beastGamesCampaign.CAMPAIGN_NAME} starts soon`,
      owner: 'onboarding',
      requiresSignIn: false,
    },
  },
  loader: describedPage('When the creator campaign with Northstar Creators opens.'),
  component: CampaignComingSoonPage,
});
