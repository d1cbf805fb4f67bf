import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DirectDepositPanel } from '../direct-deposit-panel';

/** Onboarding, last step: how to get paid into checking; Done leads to the accounts page. */
export function DirectDepositStep() {
  return (
    <Stack gap="lg" maw={720} mx="auto">
      <Stack gap={4}>
        <Title order={1}>Set up direct deposit</Title>
        <Text c="dimmed">Get your paycheck straight into checking.</Text>
      </Stack>
      <DirectDepositPanel />
      <Button component={Link} to="/accounts" size="md" style={{ alignSelf: 'flex-start' }}>
        Done
      </Button>
    </Stack>
  );
}
