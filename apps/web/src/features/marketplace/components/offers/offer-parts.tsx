// The pieces every offer shows, on the offers page and on the products-and-offers tiles alike.
import { type approvalOddsSchema, chosenByLabel } from '@fernleaf/contract/marketplace';
import { Badge, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { z } from 'zod';
import { approvalOddsLabels } from '../../lib/labels';
import type { TermFigure } from '../../lib/offer-terms';

/** Spec section 9: 'New Offer' under 1000 members, 'Chosen by N' from there. */
export function ChosenByBadge({ count }: { count: number }) {
  return (
    <Badge variant="outline" color="fern" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {chosenByLabel(count)}
    </Badge>
  );
}

export function Highlights({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <List size="sm" spacing={4}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/** The terms as a description list, in a grid that fits a phone and a desk alike. */
export function TermList({ figures, columns = 2 }: { figures: readonly TermFigure[]; columns?: 2 | 3 }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: columns }} spacing="sm" verticalSpacing="xs" m={0}>
      {figures.map((figure) => (
        <Stack key={figure.label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" m={0} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {figure.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** How likely approval is, in words, with the answers that set it; the partner still decides. */
export function ApprovalOdds({ odds, partnerName }: { odds: z.infer<typeof approvalOddsSchema>; partnerName: string }) {
  return (
    <Text size="sm">
      <Text span fw={700}>
        Approval odds: {approvalOddsLabels[odds.level]}.
      </Text>{' '}
      {odds.explanation} {partnerName} decides after reviewing your application.
    </Text>
  );
}
