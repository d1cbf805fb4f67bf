import { Button, Card, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { campaignEnds, entrySummary } from '../lib/campaign-copy';
import { CampaignLayout } from './campaign-layout';
import { MemberCampaignPage } from './member-campaign-page';

/** The member joined and the entry qualified. */
export function CampaignSuccessPage() {
  return (
    <MemberCampaignPage step="success">
      {({ campaign, entry }) =>
        entry && (
          <CampaignLayout title="You're in" lead={`Your entry in ${campaign.name} qualified.`}>
            <Card withBorder radius="lg" padding="lg">
              <Text>{entrySummary(entry, campaign)}</Text>
            </Card>
            <Text size="sm" c="dimmed">
              The campaign runs until {campaignEnds(campaign)}. Your entry is final: there is nothing more to do.
            </Text>
            <Button component={Link} to="/" size="md" style={{ alignSelf: 'flex-start' }}>
              Go to home
            </Button>
          </CampaignLayout>
        )
      }
    </MemberCampaignPage>
  );
}
