import { formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { formatCents } from '@fernleaf/contract/money';
import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { useCashAdvanceInfo } from '../../api/get-cash-advance-info';
import { useRepaymentMethods } from '../../api/get-repayment-methods';
import { repaymentMethodLabel } from '../../lib/repayment-method-label';
import { FigureList } from '../figure-list';

/** Before changing the repayment method: what it changes, what is set now, and the next repayment. */
export function PaymentMethodPrescreen() {
  const methods = useRepaymentMethods();
  const info = useCashAdvanceInfo();

  if (methods.isPending || info.isPending) return <Loading text="Loading your repayment method…" />;
  if (methods.isError || info.isError) {
    return (
      <RetryAlert
        title="We could not load your repayment method"
        onRetry={() => {
          void methods.refetch();
          void info.refetch();
        }}
        retrying={methods.isFetching || info.isFetching}
      />
    );
  }
  const current = methods.data.methods.find((method) => method.id === methods.data.defaultMethodId);
  const next = info.data?.nextRepayment;
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="method-now-heading">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="method-now-heading">
            Set now
          </Title>
          <FigureList
            label="Your repayment method now"
            figures={[
              { label: 'Repayment method', value: current ? repaymentMethodLabel(current) : 'None chosen yet' },
              {
                label: 'Next repayment',
                value: next ? formatWeekdayMonthDayYear(next.dueOn) : 'None scheduled',
                note: next ? `${formatCents(next.amount)} from ${next.methodLabel}` : undefined,
              },
            ]}
          />
        </Stack>
      </Card>
      <Stack gap="xs" component="section" aria-labelledby="method-change-heading">
        <Title order={2} fz="h3" id="method-change-heading">
          What changing it means
        </Title>
        <List spacing="xs">
          <List.Item>Scheduled repayments, the next one included, are collected from the method you choose.</List.Item>
          <List.Item>We never take more than is available there: what is left moves to your next payday.</List.Item>
          <List.Item>It changes nothing about what you owe or when, and you can change it back at any time.</List.Item>
        </List>
      </Stack>
      <Group gap="sm">
        <Button component={Link} to="/instacash/manage-payment-method">
          Continue
        </Button>
        <Button component={Link} to="/instacash" variant="default">
          Cancel
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        To repay now instead, use Repay now on your Cash Advance page.
      </Text>
    </Stack>
  );
}
