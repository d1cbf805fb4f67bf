import { formatEasternDateTime } from '@fernleaf/contract/calendar/date-time-formats';
import type { PlusAccount } from '@fernleaf/contract/investing';
import type { AssetQuote } from '@fernleaf/contract/market';
import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { assetNewsQueryOptions } from '../../api/get-asset-news';
import { assetQuoteQueryOptions } from '../../api/get-asset-quote';
import { positionsQueryOptions } from '../../api/get-investment-positions';
import { investmentAccountsQueryOptions } from '../../api/list-investment-accounts';
import { selfDirectedAccountOf } from '../../lib/plus-accounts';
import { MarketPageFrame } from '../../market/components/market-page-frame';
import { changeColor, formatDayChange } from '../../market/lib/price-change';
import { NewsList } from '../../news/components/news-list';
import { TradeTicketDialog } from '../../trade/components/trade-ticket-dialog';
import type { OrderSide } from '../../trade/lib/ticket';
import { WatchlistButton } from '../../watchlist/components/watchlist-button';
import { KeyStatistics } from './key-statistics';
import { PositionSection } from './position-section';
import { PriceChart } from './price-chart';

/** `/investment/asset?symbol=`: the quote, chart, statistics, the member's position, news and trading. */
export function AssetPage({ symbol }: { symbol: string | undefined }) {
  const quote = useQuery({ ...assetQuoteQueryOptions(symbol ?? ''), enabled: !!symbol });
  if (!symbol) {
    return (
      <MarketPageFrame title="Stock or fund">
        <Text>
          Choose a stock or fund to see it:{' '}
          <Anchor component={Link} to="/investment/watchlist/search">
            search by symbol or name
          </Anchor>
          .
        </Text>
      </MarketPageFrame>
    );
  }
  if (quote.isPending) {
    return (
      <MarketPageFrame title={symbol}>
        <Loading text={`Loading ${symbol}…`} />
      </MarketPageFrame>
    );
  }
  if (quote.isError) {
    const unknown = quote.error instanceof ApiError && (quote.error.status === 404 || quote.error.status === 400);
    return (
      <MarketPageFrame title={symbol}>
        {unknown ? (
          <Notice tone="warning" title="Not listed">
            No stock or fund is listed as {symbol}.{' '}
            <Anchor component={Link} to="/investment/watchlist/search">
              Search by symbol or name
            </Anchor>
            .
          </Notice>
        ) : (
          <RetryAlert
            title={`We could not load ${symbol}`}
            onRetry={() => quote.refetch()}
            retrying={quote.isFetching}
          />
        )}
      </MarketPageFrame>
    );
  }
  return <Asset quote={quote.data} />;
}

function Asset({ quote }: { quote: AssetQuote }) {
  const { symbol } = quote;
  const accounts = useQuery(investmentAccountsQueryOptions());
  const account = accounts.data ? selfDirectedAccountOf(accounts.data) : null;
  const news = useQuery(assetNewsQueryOptions(symbol));

  return (
    <MarketPageFrame title={`${quote.name} (${symbol})`}>
      <Card component="section" aria-label="Quote" withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Stack gap={0}>
            <Text fz={32} fw={700} data-testid="asset-price">
              {formatCents(quote.lastPriceCents)}
            </Text>
            <Text c={changeColor(quote.dayChangeCents)} fw={600}>
              {formatDayChange(quote.dayChangeCents, quote.dayChangeBasisPoints)} today
            </Text>
            <Text size="sm" c="dimmed">
              Simulated price as of {formatEasternDateTime(quote.asOf)}.{' '}
              {quote.marketOpen
                ? 'The market is open.'
                : `The market is closed; it opens ${formatEasternDateTime(quote.nextOpenAt)}.`}
            </Text>
          </Stack>
          <Group gap="sm" align="flex-start">
            <WatchlistButton symbol={symbol} />
          </Group>
          <Trading symbol={symbol} accountsPending={accounts.isPending} account={account} />
        </Stack>
      </Card>

      <Card component="section" aria-labelledby="chart-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="chart-heading">
            Price
          </Title>
          <PriceChart symbol={symbol} />
        </Stack>
      </Card>

      <Card component="section" aria-labelledby="statistics-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="statistics-heading">
            Key statistics
          </Title>
          <KeyStatistics quote={quote} />
        </Stack>
      </Card>

      {account && <AccountPosition symbol={symbol} account={account} />}

      <Card component="section" aria-labelledby="asset-news-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="asset-news-heading">
            News about {symbol}
          </Title>
          {news.isPending && <Loading text="Loading the news…" />}
          {news.isError && (
            <RetryAlert title="We could not load the news" onRetry={() => news.refetch()} retrying={news.isFetching} />
          )}
          {news.data &&
            (news.data.articles.length === 0 ? (
              <Text size="sm">No stories have named {symbol} in the last year.</Text>
            ) : (
              <NewsList articles={news.data.articles} headingLevel={3} />
            ))}
        </Stack>
      </Card>
    </MarketPageFrame>
  );
}

function AccountPosition({ symbol, account }: { symbol: string; account: PlusAccount }) {
  const positions = useQuery(positionsQueryOptions(account.accountId));
  if (positions.isPending) return <Loading text="Loading your position…" />;
  if (positions.isError) {
    return (
      <RetryAlert
        title="We could not load your position"
        onRetry={() => positions.refetch()}
        retrying={positions.isFetching}
      />
    );
  }
  return (
    <Stack gap="xs">
      <PositionSection symbol={symbol} position={positions.data.positions.find((held) => held.symbol === symbol)} />
      <Anchor
        renderRoot={(props) => <Link {...props} to="/investment/asset/transactions" search={{ symbol }} />}
        size="sm"
      >
        Your orders in {symbol}
      </Anchor>
    </Stack>
  );
}

/** Buy and Sell open the ticket on the member's self-directed account; without one, where to open it. */
function Trading({
  symbol,
  accountsPending,
  account,
}: {
  symbol: string;
  accountsPending: boolean;
  account: PlusAccount | null;
}) {
  const [side, setSide] = useState<OrderSide>('BUY');
  const [opened, setOpened] = useState(false);
  const positions = useQuery({ ...positionsQueryOptions(account?.accountId ?? ''), enabled: !!account });
  if (accountsPending) return <Loading text="Loading your investing account…" />;
  if (!account) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Buying and selling needs a self-directed investing account, and you don't have one yet. Your watchlist works
          without one.
        </Text>
        <Button
          renderRoot={(props) => (
            <Link {...props} to="/onboarding/$product/$step" params={{ product: 'active-investing', step: 'intro' }} />
          )}
          variant="default"
        >
          Open a self-directed account
        </Button>
      </Stack>
    );
  }
  const position = positions.data?.positions.find((held) => held.symbol === symbol);
  const open = (chosen: OrderSide) => {
    setSide(chosen);
    setOpened(true);
  };
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button onClick={() => open('BUY')}>Buy {symbol}</Button>
        <Button variant="default" onClick={() => open('SELL')} disabled={!position || position.quantityMicros === 0}>
          Sell {symbol}
        </Button>
      </Group>
      {positions.data && (
        <Text size="sm" c="dimmed">
          Cash available to invest: {formatCents(positions.data.cash.availableCents)}
        </Text>
      )}
      {opened && (
        <TradeTicketDialog
          key={side}
          accountId={account.accountId}
          symbol={symbol}
          side={side}
          opened={opened}
          sellableMicros={position?.quantityMicros ?? 0}
          onClose={() => setOpened(false)}
        />
      )}
    </Stack>
  );
}
