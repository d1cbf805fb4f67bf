import type { ManagedPortfolioView } from '@fernleaf/contract/investing-managed-portfolio';
import { themeFunds } from '@fernleaf/contract/investing-portfolios';
import { themeDetails, themeFundSymbols } from '@fernleaf/contract/investing-targets';
import { formatBasisPoints } from '@fernleaf/contract/percent';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ManagedPortfolioFrame } from './managed-portfolio-frame';

/**
 * `/investment/managed/add-theme`: the themes an account can add, each with its fund, what it holds
 * and its risk. Facts only: no returns, past or projected.
 */
export function AddThemePage() {
  return (
    <ManagedPortfolioFrame title="Add a theme">
      {(_account, portfolio) => <Themes portfolio={portfolio} />}
    </ManagedPortfolioFrame>
  );
}

function Themes({ portfolio }: { portfolio: ManagedPortfolioView }) {
  const added = new Set<string>(portfolio.themes.map((theme) => theme.symbol));
  const full = portfolio.themes.length >= portfolio.maxThemes;
  return (
    <Stack gap="lg">
      <Text>
        A theme puts {formatBasisPoints(portfolio.themeShareBps)} of your account in one fund, taken from your model's
        stock funds in proportion, so your mix of stocks and bonds stays as your risk profile set it. An account holds{' '}
        {portfolio.maxThemes} themes at most. Themes are narrower than the broad funds and can swing more.
      </Text>
      {full && (
        <Text size="sm" fw={700}>
          Your account holds {portfolio.maxThemes} themes already: remove one from its page to add another.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {themeFundSymbols.map((symbol) => (
          <Card
            key={symbol}
            component="section"
            aria-labelledby={`theme-${symbol}`}
            withBorder
            radius="lg"
            padding="lg"
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={2} fz="h4" id={`theme-${symbol}`}>
                  {themeFunds[symbol].theme}
                </Title>
                {added.has(symbol) && (
                  <Badge color="fern" variant="light" style={{ flexShrink: 0 }}>
                    In your account
                  </Badge>
                )}
              </Group>
              <Text size="sm">
                <Text span fw={700} size="sm">
                  {symbol}
                </Text>{' '}
                {themeFunds[symbol].name}
              </Text>
              <Text size="sm">
                <Text span fw={700} size="sm">
                  Holds:
                </Text>{' '}
                {themeDetails[symbol].holds}
              </Text>
              <Text size="sm">
                <Text span fw={700} size="sm">
                  Risk:
                </Text>{' '}
                {themeDetails[symbol].risk}
              </Text>
              <Anchor
                renderRoot={(props) => <Link {...props} to="/investment/managed/theme-details" search={{ symbol }} />}
              >
                {added.has(symbol) ? 'See or remove' : 'See and add'} {themeFunds[symbol].theme.toLowerCase()} ({symbol}
                )
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
