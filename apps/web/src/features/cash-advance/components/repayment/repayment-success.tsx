import { formatCents } from '@fernleaf/contract/money';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FigureList } from '../figure-list';

/** What was repaid, from where, and what is still owed. */
export function RepaymentSuccess({
  amount,
  remaining,
  sourceLabel,
  pending,
}: {
  amount: number | undefined;
  remaining: number | undefined;
  sourceLabel: string | undefined;
  pending: boolean;
}) {
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="repaid-heading">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="repaid-heading">
            {amount === undefined
              ? 'Your repayment is in'
              : `${formatCents(amount)} ${pending ? 'is on its way' : 'repaid'}`}
          </Title>
          <FigureList
            label="Your repayment"
            figures={[
              ...(amount === undefined ? [] : [{ label: 'Repaid', value: formatCents(amount) }]),
              ...(sourceLabel ? [{ label: 'From', value: sourceLabel }] : []),
              ...(remaining === undefined
                ? []
                : [{ label: 'Still owed', value: formatCents(remaining), emphasis: true }]),
            ]}
          />
          <Text size="sm" c="dimmed">
            {pending
              ? 'A bank transfer shows as pending until it settles, usually in 1-3 business days.'
              : 'It counts right away.'}{' '}
            {remaining === 0
              ? 'You owe nothing now, and your full limit is available again.'
              : 'Whatever is still owed stays scheduled for its repayment date.'}
          </Text>
        </Stack>
      </Card>
      <Group>
        <Button component={Link} to="/instacash">
          Back to Cash Advance
        </Button>
      </Group>
    </Stack>
  );
}
