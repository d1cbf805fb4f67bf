import type { MemberCampaign } from '@fernleaf/contract/campaign';
import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useJoinCampaign } from '../api/use-join-campaign';
import { campaignTerms } from '../lib/campaign-copy';
import { campaignPaths } from '../lib/campaign-paths';
import { CampaignLayout } from './campaign-layout';
import { DateOfBirthNeeded } from './date-of-birth-needed';
import { JoinCampaignError } from './join-campaign-error';
import { MemberCampaignPage } from './member-campaign-page';

/** The terms in short, then joining: at once with a verified number, else by the phone-number step. */
export function JoinCampaignPage() {
  return <MemberCampaignPage step="joinCampaign">{(state) => <JoinCampaign state={state} />}</MemberCampaignPage>;
}

function JoinCampaign({ state }: { state: MemberCampaign }) {
  const { campaign, member } = state;
  const join = useJoinCampaign(campaign.id);
  return (
    <CampaignLayout title={`Join ${campaign.name}`} lead="Read the terms in short before you join.">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="campaign-terms">
        <Title order={2} fz="h4" mb="sm" id="campaign-terms">
          Terms
        </Title>
        <List spacing="sm">
          {campaignTerms(campaign).map((term) => (
            <List.Item key={term}>
              <Text size="sm">{term}</Text>
            </List.Item>
          ))}
        </List>
      </Card>

      <JoinCampaignError error={join.error} />

      {!member.hasDateOfBirth ? (
        <DateOfBirthNeeded />
      ) : member.phoneVerified ? (
        <Button size="md" style={{ alignSelf: 'flex-start' }} onClick={() => join.mutate()} loading={join.isPending}>
          Join with my verified number
        </Button>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Next, verify your US mobile number by text message.</Text>
          <Button component={Link} to={campaignPaths.phoneNumber} size="md">
            Continue
          </Button>
        </Stack>
      )}
    </CampaignLayout>
  );
}
