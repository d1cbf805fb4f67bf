import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { getBrandName } from '../../../../lib/brand';

/** Onboarding: what crypto here is and what it needs (a verified identity, a checking account). */
export function CryptoIntroStep({ onContinue, busy }: { onContinue: () => void; busy: boolean }) {
  const brand = getBrandName();
  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{brand} Crypto</Title>
        <Text c="dimmed" size="lg">
          Buy, sell and hold crypto next to the rest of your money.
        </Text>
      </Stack>
      <Card withBorder radius="lg" padding="lg">
        <List spacing="md" listStyleType="none" p={0}>
          <List.Item>
            <Text fw={700}>Paid from your checking account</Text>
            <Text size="sm">
              Purchases come out of your {brand} checking account and sales are paid back into it. If you do not have
              one yet, you open it during this setup.
            </Text>
          </List.Item>
          <List.Item>
            <Text fw={700}>Your identity first</Text>
            <Text size="sm">
              The law requires us to confirm who you are before you can buy or sell: your date of birth, address, phone
              and Social Security number.
            </Text>
          </List.Item>
          <List.Item>
            <Text fw={700}>Read the risks before your first trade</Text>
            <Text size="sm">
              Crypto is not insured and can lose all of its value. We show you the risks before you finish.
            </Text>
          </List.Item>
        </List>
      </Card>
      <Button onClick={onContinue} loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
        Get started
      </Button>
    </Stack>
  );
}
