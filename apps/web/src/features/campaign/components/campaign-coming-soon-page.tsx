import { Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { campaignEnds, campaignPartnerLine, campaignStarts } from '../lib/campaign-copy';
import { CampaignLayout } from './campaign-layout';
import { PublicCampaignPage } from './public-campaign-page';

/** Before the window opens: when it starts, by the server's clock; anyone may read it. */
export function CampaignComingSoonPage() {
  return (
    <PublicCampaignPage step="comingSoon">
      {({ campaign }) => (
        <CampaignLayout title={`${campaign.name} starts soon`} lead={`It opens on ${campaignStarts(campaign)}.`}>
          <Text>{campaignPartnerLine(campaign)}</Text>
          <Text>Entries are taken until {campaignEnds(campaign)}. Come back once it opens to join.</Text>
          <Button component={Link} to="/" size="md" variant="default" style={{ alignSelf: 'flex-start' }}>
            Go to home
          </Button>
        </CampaignLayout>
      )}
    </PublicCampaignPage>
  );
}
