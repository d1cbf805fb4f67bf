import { Button, Card, List, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { entrySummary, notQualifiedExplanation } from '../lib/campaign-copy';
import { CampaignLayout } from './campaign-layout';
import { MemberCampaignPage } from './member-campaign-page';

/** The member joined but the entry did not qualify: each rule it failed, said plainly. */
export function CampaignNonQualifiedPage() {
  return (
    <MemberCampaignPage step="nonQualified">
      {({ campaign, entry }) =>
        entry && (
          <CampaignLayout
            title="Your entry did not qualify"
            lead={`We recorded your entry in ${campaign.name}, but it does not meet the campaign's terms.`}
          >
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="sm">
                <Text fw={700}>Why</Text>
                <List spacing="xs">
                  {entry.notQualifiedReasons.map((reason) => (
                    <List.Item key={reason}>
                      <Text size="sm">{notQualifiedExplanation(reason, entry, campaign)}</Text>
                    </List.Item>
                  ))}
                </List>
              </Stack>
            </Card>
            <Text size="sm">{entrySummary(entry, campaign)}</Text>
            <Text size="sm" c="dimmed">
              An entry is final and a member can join once, so joining again will not change it. If you think this is a
              mistake, contact member support.
            </Text>
            <Button component={Link} to="/" size="md" variant="default" style={{ alignSelf: 'flex-start' }}>
              Go to home
            </Button>
          </CampaignLayout>
        )
      }
    </MemberCampaignPage>
  );
}
