import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { useDisbursementInfoStore } from '../../store';
import { RequestSuccess } from '../request/request-success';

/** The end of onboarding: what was sent, or "you're all set"; Continue goes to the cash advance's home. */
export function DisbursementSuccessStep({ onContinue, busy }: { onContinue: () => void; busy: boolean }) {
  const info = useDisbursementInfoStore((state) => state.disbursementInfo);
  const continueButton = (
    <Button onClick={onContinue} loading={busy} size="md">
      Continue
    </Button>
  );
  if (info) return <RequestSuccess advanceId={undefined} actions={continueButton} />;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3">
          You're all set
        </Title>
        <Text>Cash Advance is on. Whenever you need cash before payday:</Text>
        <List size="sm" spacing={4}>
          <List.Item>Open Cash Advance and choose Get cash.</List.Item>
          <List.Item>Standard delivery is free; instant delivery and a tip are up to you.</List.Item>
          <List.Item>You see the full cost, the repayment date and the APR before you sign.</List.Item>
        </List>
        {continueButton}
      </Stack>
    </Card>
  );
}
