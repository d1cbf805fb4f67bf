import type { Campaign, CampaignEntry } from '@fernleaf/contract/campaign';
import { Button, Card, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { campaignEndDay, campaignEnds, entrySummary } from '../lib/campaign-copy';
import { CampaignLayout } from './campaign-layout';

/** Every campaign route once the window has passed; a member who joined still sees their entry. */
export function CampaignEnded({ campaign, entry }: { campaign: Campaign; entry?: CampaignEntry | null }) {
  return (
    <CampaignLayout title={`${campaign.name} has ended`} lead={`The campaign ended on ${campaignEndDay(campaign)}.`}>
      <Text>
        Entries closed on {campaignEnds(campaign)}. New members can no longer join, and no entry can be changed.
      </Text>
      {entry && (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="xs">
            <Text fw={700}>{entry.qualified ? 'Your entry qualified' : 'Your entry did not qualify'}</Text>
            <Text size="sm">{entrySummary(entry, campaign)}</Text>
          </Stack>
        </Card>
      )}
      <Button component={Link} to="/" size="md" style={{ alignSelf: 'flex-start' }}>
        Go to home
      </Button>
    </CampaignLayout>
  );
}
