import { formatEasternDateTime } from '@fernleaf/contract/calendar/date-time-formats';
import type { PlusAccount } from '@fernleaf/contract/investing';
import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RetryAlert } from '../../../ui/load-states';
import { ordersQueryOptions } from '../api/list-investment-orders';
import { ordersNotFilled, orderTitle } from '../lib/order-words';

/** Shown only when there is one: a filled order is a trade, and the list below has it. */
export function OpenOrders({ account }: { account: PlusAccount }) {
  const orders = useQuery(ordersQueryOptions(account.accountId));
  if (orders.isError) {
    return (
      <RetryAlert title="We could not load your orders" onRetry={() => orders.refetch()} retrying={orders.isFetching} />
    );
  }
  const listed = ordersNotFilled(orders.data?.orders ?? []);
  if (listed.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="open-orders-heading" withBorder radius="lg" padding="lg">
      <Title order={2} fz="h3" id="open-orders-heading">
        Orders not filled
      </Title>
      <Stack component="ul" gap={0} p={0} m={0} mt="sm" style={{ listStyle: 'none' }}>
        {listed.map((order) => (
          <Box
            component="li"
            key={order.orderId}
            py="sm"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2}>
                <Text fw={600}>{orderTitle(order)}</Text>
                <Text size="sm" c="dimmed">
                  {order.status === 'WAITING'
                    ? `Fills at the market's next open, ${formatEasternDateTime(order.fillsAt)}`
                    : (order.rejectionReason ?? 'Not filled')}
                </Text>
              </Stack>
              <Badge variant="light" color={order.status === 'WAITING' ? 'yellow' : 'red'} c="dark">
                {order.status === 'WAITING' ? 'Waiting' : order.status === 'CANCELLED' ? 'Cancelled' : 'Refused'}
              </Badge>
            </Group>
          </Box>
        ))}
      </Stack>
    </Card>
  );
}
