import { Button, Card, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { campaignEnds, campaignPartnerLine, campaignStarts } from '../lib/campaign-copy';
import { campaignPaths } from '../lib/campaign-paths';
import { CampaignLayout } from './campaign-layout';
import { PublicCampaignPage } from './public-campaign-page';

/** What the campaign is and when it runs, with the way in; anyone may read it. */
export function CampaignLandingPage() {
  return (
    <PublicCampaignPage step="landing">
      {({ campaign }) => (
        <CampaignLayout title={campaign.name} lead="A creator campaign from us and Northstar Creators.">
          <Text>{campaignPartnerLine(campaign)}</Text>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="xs">
              <Text fw={700}>When it runs</Text>
              <Text size="sm">Opens {campaignStarts(campaign)}</Text>
              <Text size="sm">Closes {campaignEnds(campaign)}</Text>
            </Stack>
          </Card>
          <Text size="sm" c="dimmed">
            You need to be 18 or older and have a US mobile number you can verify by text message.
          </Text>
          <Button component={Link} to={campaignPaths.joinCampaign} size="md" style={{ alignSelf: 'flex-start' }}>
            Join
          </Button>
        </CampaignLayout>
      )}
    </PublicCampaignPage>
  );
}
