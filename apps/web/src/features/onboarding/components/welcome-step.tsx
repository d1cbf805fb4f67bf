import { Button, List, Stack, Text } from '@mantine/core';
import { getBrandName } from '../../../lib/brand';
import { stepTitle } from '../lib/step-titles';

/** Says what is left before the member can use the product, and why each piece is asked. */
export function WelcomeStep({
  upcoming,
  onContinue,
  busy,
}: {
  upcoming: string[];
  onContinue: () => void;
  busy: boolean;
}) {
  return (
    <Stack gap="md">
      <Text>
        Welcome to {getBrandName()}. Before you can use your account, the law asks us to confirm who you are. It takes
        about three minutes:
      </Text>
      <List spacing="xs">
        {upcoming.map((step) => (
          <List.Item key={step}>{stepTitle(step)}</List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        You can stop at any point: we keep what you entered and you pick up at the same step, on any device.
      </Text>
      <Button onClick={onContinue} loading={busy} style={{ alignSelf: 'flex-start' }}>
        Get started
      </Button>
    </Stack>
  );
}
