import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { getBrandName } from '../../../../lib/brand';
import { checkingHighlights, partnerBank } from '../../lib/checking-facts';

/**
 * Onboarding: what the checking account is, in the words of its agreement, before opening it.
 * `onContinue` is the onboarding flow's next step; without it the button goes straight to opening.
 */
export function IntroStep({ onContinue, busy = false }: { onContinue?: () => void; busy?: boolean }) {
  const brand = getBrandName();
  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{brand} Checking</Title>
        <Text c="dimmed" size="lg">
          A checking account with a debit card, managed from your dashboard.
        </Text>
      </Stack>
      <Card withBorder radius="lg" padding="lg">
        <List spacing="md" listStyleType="none" p={0}>
          {checkingHighlights.map((highlight) => (
            <List.Item key={highlight.title}>
              <Text fw={700}>{highlight.title}</Text>
              <Text size="sm">{highlight.text}</Text>
            </List.Item>
          ))}
        </List>
      </Card>
      <Text size="sm" c="dimmed">
        {brand} is a financial technology company, not a bank. Your checking account and debit card are provided by{' '}
        {partnerBank}. You read and accept the Checking Account Agreement before your account opens.
      </Text>
      {onContinue ? (
        <Button onClick={onContinue} loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
          Continue
        </Button>
      ) : (
        <Button
          component={Link}
          to="/onboarding/roarmoney/account-activation"
          size="md"
          style={{ alignSelf: 'flex-start' }}
        >
          Continue
        </Button>
      )}
    </Stack>
  );
}
