import {
  instantFeeSchedule,
  maximumAdvanceLimitCents,
  minimumAdvanceCents,
} from '@fernleaf/contract/cash-advance-pricing';
import { formatCents, formatCentsRange } from '@fernleaf/contract/money';
import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { getBrandName } from '../../../../lib/brand';

function feeRange(method: keyof typeof instantFeeSchedule): string {
  const fees = instantFeeSchedule[method].map((tier) => tier.feeCents);
  return formatCentsRange(Math.min(...fees), Math.max(...fees));
}

/**
 * What Cash Advance is and what it costs, honestly, before anything is asked. `linkedBankName` is the
 * bank the member already linked (null when none, undefined while not known yet): the next step then
 * goes on from that bank instead of asking to link one.
 */
export function IntroStep({
  onContinue,
  busy,
  linkedBankName,
}: {
  onContinue: () => void;
  busy: boolean;
  linkedBankName?: string | null | undefined;
}) {
  const brand = getBrandName();
  const highlights = [
    {
      title: `From ${formatCents(minimumAdvanceCents, { decimals: 0 })} up to ${formatCents(maximumAdvanceLimitCents, { decimals: 0 })}`,
      text: 'Your limit comes from your linked bank account’s history: your pay, your balance and overdrafts.',
    },
    {
      title: 'No interest, no mandatory fees, no credit check',
      text: 'You repay what you took on your next payday. Nothing is charged for having Cash Advance.',
    },
    {
      title: 'Standard delivery is free',
      text: 'To your linked bank in 1 to 3 business days.',
    },
    {
      title: 'Instant delivery is optional, and costs a fee',
      text: `Within minutes: ${feeRange('INSTANT_CHECKING')} to ${brand} Checking, ${feeRange('INSTANT_CARD')} to a debit card, by the amount. The fee, the total and its APR are shown before you sign.`,
    },
    {
      title: 'Tips are optional',
      text: 'You may add a tip. $0 is always the default.',
    },
    {
      title: 'Turn it off in one click',
      text: 'Whenever you like. Anything you owe stays scheduled as it was.',
    },
  ];
  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{brand} Cash Advance</Title>
        <Text c="dimmed" size="lg">
          Cash before payday, repaid on payday.
        </Text>
      </Stack>
      <Card withBorder radius="lg" padding="lg">
        <List spacing="md" listStyleType="none" p={0}>
          {highlights.map((highlight) => (
            <List.Item key={highlight.title}>
              <Text fw={700}>{highlight.title}</Text>
              <Text size="sm">{highlight.text}</Text>
            </List.Item>
          ))}
        </List>
      </Card>
      {linkedBankName === null && (
        <Text size="sm" c="dimmed" data-testid="intro-next">
          Next, you link the bank account your pay goes into. We read its history to work out your limit; it does not
          affect your credit score.
        </Text>
      )}
      {linkedBankName && (
        <Text size="sm" c="dimmed" data-testid="intro-next">
          You already linked {linkedBankName}. Next, we read its history to work out your limit; it does not affect your
          credit score. If your pay goes into another bank, you can link that one instead.
        </Text>
      )}
      <Button onClick={onContinue} loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
        Continue
      </Button>
    </Stack>
  );
}
