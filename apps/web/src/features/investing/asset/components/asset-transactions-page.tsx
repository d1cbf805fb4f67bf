import { formatEasternDateTime } from '@fernleaf/contract/calendar/date-time-formats';
import type { PlusAccount } from '@fernleaf/contract/investing';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { investmentAccountsQueryOptions } from '../../api/list-investment-accounts';
import { ordersQueryOptions } from '../../api/list-investment-orders';
import { orderDetail, orderStatus, orderTitle } from '../../lib/order-words';
import { selfDirectedAccountOf } from '../../lib/plus-accounts';
import { MarketPageFrame } from '../../market/components/market-page-frame';

/** `/investment/asset/transactions?symbol=`: the member's orders in one symbol, newest first. */
export function AssetTransactionsPage({ symbol }: { symbol: string | undefined }) {
  const accounts = useQuery(investmentAccountsQueryOptions());
  const account = accounts.data ? selfDirectedAccountOf(accounts.data) : null;
  const title = symbol ? `Your orders in ${symbol}` : 'Your orders';
  return (
    <MarketPageFrame
      title={title}
      above={
        symbol && (
          <Anchor renderRoot={(props) => <Link {...props} to="/investment/asset" search={{ symbol }} />} size="sm">
            Back to {symbol}
          </Anchor>
        )
      }
    >
      {!symbol && (
        <Text>
          Choose a stock or fund first:{' '}
          <Anchor component={Link} to="/investment/watchlist">
            your watchlist
          </Anchor>
          .
        </Text>
      )}
      {accounts.isPending && <Loading text="Loading your investing account…" />}
      {accounts.isError && (
        <RetryAlert
          title="We could not load your account"
          onRetry={() => accounts.refetch()}
          retrying={accounts.isFetching}
        />
      )}
      {symbol && accounts.data && !account && <Text>You have no self-directed investing account, so no orders.</Text>}
      {symbol && account && <Orders symbol={symbol} account={account} />}
    </MarketPageFrame>
  );
}

function Orders({ symbol, account }: { symbol: string; account: PlusAccount }) {
  const orders = useQuery(ordersQueryOptions(account.accountId));
  if (orders.isPending) return <Loading text="Loading your orders…" />;
  if (orders.isError) {
    return (
      <RetryAlert title="We could not load your orders" onRetry={() => orders.refetch()} retrying={orders.isFetching} />
    );
  }
  const mine = orders.data.orders.filter((order) => order.symbol === symbol);
  if (mine.length === 0) return <Text>You have placed no orders in {symbol}.</Text>;
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="asset-orders">
      {mine.map((order) => (
        <Card component="li" key={order.orderId} withBorder radius="md" padding="md">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{orderTitle(order)}</Text>
              <Badge variant="default">{orderStatus(order)}</Badge>
            </Group>
            <Text size="sm">{orderDetail(order)}</Text>
            <Text size="xs" c="dimmed">
              Placed {formatEasternDateTime(order.placedAt)}. Simulated prices.
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
