import type { MemberCampaign } from '@fernleaf/contract/campaign';
import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useJoinCampaign } from '../api/use-join-campaign';
import { CampaignLayout } from './campaign-layout';
import { DateOfBirthNeeded } from './date-of-birth-needed';
import { JoinCampaignError } from './join-campaign-error';
import { MemberCampaignPage } from './member-campaign-page';

/**
 * The phone-number step: the route supplies the phone verification (another feature), and once the
 * number is verified the member joins with it.
 */
export function CampaignPhonePage({ verification }: { verification: (onVerified: () => void) => ReactNode }) {
  return (
    <MemberCampaignPage step="phoneNumber">
      {(state) => <CampaignPhone state={state} verification={verification} />}
    </MemberCampaignPage>
  );
}

function CampaignPhone({
  state,
  verification,
}: {
  state: MemberCampaign;
  verification: (onVerified: () => void) => ReactNode;
}) {
  const join = useJoinCampaign(state.campaign.id);
  return (
    <CampaignLayout
      title="Verify your phone number"
      lead={`You join ${state.campaign.name} with a verified US mobile number. Each number can qualify one member.`}
    >
      {!state.member.hasDateOfBirth && <DateOfBirthNeeded />}
      <JoinCampaignError error={join.error} />
      {join.isPending && (
        <Text role="status" aria-live="polite">
          Adding your entry…
        </Text>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {verification(() => join.mutate())}
      </Paper>
    </CampaignLayout>
  );
}
