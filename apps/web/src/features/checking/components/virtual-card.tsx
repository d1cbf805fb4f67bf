import type { DebitCard } from '@fernleaf/contract/checking';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { getBrandName } from '../../../lib/brand';
import { groupCardNumber, maskedCardNumber } from '../lib/card-display';

/**
 * The debit card drawn as a card. `revealed` holds the whole number and security code while the member
 * asked to see them; otherwise only the last four show.
 */
export function VirtualCard({ card, revealed }: { card: DebitCard; revealed?: DebitCard | undefined }) {
  const number = revealed?.number ? groupCardNumber(revealed.number) : maskedCardNumber(card.last4);
  return (
    <Paper
      role="group"
      aria-label={`${getBrandName()} debit card ending in ${card.last4}`}
      radius="lg"
      p="lg"
      maw={360}
      w="100%"
      style={{
        aspectRatio: '1.586',
        // fern-7 to fern-9 keeps white text above 7:1 everywhere on the card.
        background: 'linear-gradient(135deg, var(--mantine-color-fern-7), var(--mantine-color-fern-9))',
        color: 'var(--mantine-color-white)',
      }}
    >
      <Stack justify="space-between" h="100%" gap="xs">
        <Group justify="space-between">
          <Text fw={700} c="white">
            {getBrandName()}
          </Text>
          <Text size="sm" c="white">
            Debit
          </Text>
        </Group>
        <Text fz="xl" fw={600} ff="monospace" c="white" data-testid="card-number">
          {number}
        </Text>
        <Group justify="space-between" align="flex-end">
          <Group gap="lg">
            <Stack gap={0}>
              <Text size="xs" c="white">
                Expires
              </Text>
              <Text fw={600} ff="monospace" c="white" data-testid="card-expiry">
                {/* Not shown before activation, which asks for it. */}
                {card.expiry ?? '••/••'}
              </Text>
            </Stack>
            {revealed?.cvv && (
              <Stack gap={0}>
                <Text size="xs" c="white">
                  Security code
                </Text>
                <Text fw={600} ff="monospace" c="white" data-testid="card-cvv">
                  {revealed.cvv}
                </Text>
              </Stack>
            )}
          </Group>
          <Text fw={700} fs="italic" c="white">
            {card.network}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
