import type { InvestmentAccountValue, InvestmentKind } from '@fernleaf/contract/investing';
import { formatCents } from '@fernleaf/contract/money';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Loading, RetryAlert } from '../../../ui/load-states';
import { investmentAccountsQueryOptions } from '../api/list-investment-accounts';
import { openAccountOf } from '../lib/plus-accounts';
import { InvestingDisclosure } from './investing-disclosure';

const products = {
  MANAGED: {
    name: 'Managed investing',
    about: 'We invest for you in a diversified mix of index funds picked by your answers to four questions.',
    page: '/investment/managed',
    start: '/onboarding/managed-investing/intro',
  },
  SELF_DIRECTED: {
    name: 'Self-directed investing',
    about: 'You choose what to buy and sell yourself: stocks and funds, in whole shares or by a dollar amount.',
    page: '/investment/active',
    start: '/onboarding/active-investing/intro',
  },
} as const;

/**
 * `/investment`, where the header's "Investing" leads (decision 072): the two kinds side by
 * side, each with the member's account or the way to open one. The header stays one static link and
 * asks nothing of the server on every page; the member sees both kinds and which one they hold.
 */
export function InvestingChooser() {
  const accounts = useQuery(investmentAccountsQueryOptions());
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Investing</Title>
        <InvestingDisclosure testId="investing-disclosure" />
      </Stack>
      {accounts.isPending && <Loading text="Loading your investment accounts…" />}
      {accounts.isError && (
        <RetryAlert
          title="We could not load your investment accounts"
          onRetry={() => accounts.refetch()}
          retrying={accounts.isFetching}
        />
      )}
      {accounts.data && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Product kind="MANAGED" account={openAccountOf(accounts.data, 'MANAGED')} />
          <Product kind="SELF_DIRECTED" account={openAccountOf(accounts.data, 'SELF_DIRECTED')} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Product({ kind, account }: { kind: InvestmentKind; account: InvestmentAccountValue | null }) {
  const product = products[kind];
  return (
    <Card component="section" aria-label={product.name} withBorder radius="lg" padding="lg">
      <Stack gap="sm" align="flex-start" h="100%">
        <Title order={2} fz="h3">
          {product.name}
        </Title>
        <Text size="sm">{product.about}</Text>
        {account ? (
          <>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                Value at simulated prices
              </Text>
              <Text fz="xl" fw={700} data-testid={`${kind === 'MANAGED' ? 'managed' : 'active'}-chooser-value`}>
                {formatCents(account.totalValue)}
              </Text>
              <Text size="sm">
                Account {account.accountNo} · {formatCents(account.cashBalance)} in cash
              </Text>
            </Stack>
            <Button component={Link} to={product.page} mt="auto">
              Go to {product.name.toLowerCase()}
            </Button>
          </>
        ) : (
          <Button component={Link} to={product.start} variant="default" mt="auto">
            Start {product.name.toLowerCase()}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
