import type { EligibilityBreakdown } from '@fernleaf/contract/cash-advance-onboarding';
import { maximumAdvanceLimitCents } from '@fernleaf/contract/cash-advance-pricing';
import { formatCents } from '@fernleaf/contract/money';
import { List, Stack, Table, Text, Title, type TitleOrder } from '@mantine/core';
import { lineAmountDescription, lineAmountText } from '../lib/eligibility-lines';

/**
 * With nothing left to raise it: only at the maximum is the limit as high as it goes. Below it, every
 * bonus is already had (else it would be a raise), so what is left is the pay the base comes from.
 */
export function noRaiseText(limitCents: number): string {
  const maximum = formatCents(maximumAdvanceLimitCents, { decimals: 0 });
  if (limitCents >= maximumAdvanceLimitCents) return `Your limit is ${maximum}, the most anyone gets.`;
  if (limitCents === 0) return 'What would change the answer is said above.';
  return `Nothing you can do now raises it: it goes up as your pay grows, up to ${maximum}.`;
}

/**
 * Why the limit is what it is: each line of what the bank history showed with what it adds or takes
 * off, the limit they come to, and what would raise it.
 */
export function EligibilityBreakdownView({
  breakdown,
  headingOrder = 2,
}: {
  breakdown: EligibilityBreakdown;
  headingOrder?: TitleOrder;
}) {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={headingOrder} fz="h3">
          How we worked it out
        </Title>
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing="sm" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>What we found</Table.Th>
                <Table.Th w={110} ta="right">
                  Effect
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {breakdown.lines.map((line) => (
                <Table.Tr key={`${line.kind}-${line.label}`}>
                  <Table.Td>
                    <Text fw={500}>{line.label}</Text>
                    <Text size="sm" c="dimmed">
                      {line.detail}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text fw={600} aria-label={lineAmountDescription(line.amount) || undefined}>
                      {lineAmountText(line.amount)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">Your limit</Table.Th>
                <Table.Td ta="right">
                  <Text fw={700} data-testid="breakdown-limit">
                    {formatCents(breakdown.limit)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Stack gap="xs">
        <Title order={headingOrder} fz="h3">
          What would raise it
        </Title>
        {breakdown.raises.length === 0 ? (
          <Text c="dimmed">{noRaiseText(breakdown.limit)}</Text>
        ) : (
          <List spacing="sm">
            {breakdown.raises.map((raise) => (
              <List.Item key={raise.label}>
                <Text fw={500}>
                  {raise.label}: up to +{formatCents(raise.amount)}
                </Text>
                <Text size="sm" c="dimmed">
                  {raise.detail}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}
