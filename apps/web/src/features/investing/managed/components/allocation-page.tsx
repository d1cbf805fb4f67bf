import { formatEasternDateTime } from '@fernleaf/contract/calendar/date-time-formats';
import type { ManagedPortfolioView } from '@fernleaf/contract/investing-managed-portfolio';
import { riskToleranceNames } from '@fernleaf/contract/investing-risk';
import { formatCents } from '@fernleaf/contract/money';
import { formatBasisPoints, formatPercentagePoints } from '@fernleaf/contract/percent';
import { Anchor, Box, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDrift, formatLargestDrift } from '../lib/allocation-words';
import { ManagedPortfolioFrame } from './managed-portfolio-frame';

/**
 * `/investment/managed/allocation`: each fund's target (model and themes) against its actual weight,
 * the drift, and when the account would next rebalance and why. A table, so every figure is read
 * the same by eye and by a screen reader.
 */
export function AllocationPage() {
  return (
    <ManagedPortfolioFrame title="Allocation">
      {(_account, portfolio) => <Allocation portfolio={portfolio} />}
    </ManagedPortfolioFrame>
  );
}

function Allocation({ portfolio }: { portfolio: ManagedPortfolioView }) {
  const { allocation } = portfolio;
  const model = riskToleranceNames[portfolio.modelPortfolio];
  const themes = portfolio.themes.map((theme) => `${theme.theme} (${theme.symbol})`);
  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="next-rebalance-heading" withBorder radius="lg" padding="lg">
        <Stack gap="xs">
          <Title order={2} fz="h3" id="next-rebalance-heading">
            Next rebalance
          </Title>
          <Text fw={700} data-testid="next-rebalance-when">
            {allocation.nextRebalance.at
              ? `${formatEasternDateTime(allocation.nextRebalance.at)} or soon after`
              : 'None due'}
          </Text>
          <Text size="sm" data-testid="next-rebalance-why">
            {allocation.nextRebalance.explanation}
          </Text>
          <Text size="sm" c="dimmed">
            The account rebalances when a fund is more than {formatPercentagePoints(allocation.thresholdBps)} of the
            account's value away from its target, at most once a trading day, and when its targets change. It trades
            only while the market is open.
          </Text>
        </Stack>
      </Card>

      <Card component="section" aria-labelledby="allocation-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="allocation-heading">
            Targets and actual weights
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Figure label="Account value" value={formatCents(allocation.accountValueCents)} />
            <Figure label="Cash" value={formatCents(allocation.cashCents)} />
            <Figure label="Largest drift" value={formatLargestDrift(allocation.largestDriftBps)} />
          </SimpleGrid>
          <Box tabIndex={0} style={{ overflowX: 'auto' }} role="region" aria-label="Allocation by fund">
            <Table verticalSpacing="sm" striped data-testid="allocation-table">
              <Table.Caption>
                {model} model{themes.length > 0 ? ` with ${themes.join(' and ')}` : ''}: targets and actual weights at
                simulated prices
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Fund</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Target
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Actual
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Drift
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {allocation.funds.map((fund) => (
                  <Table.Tr key={fund.symbol}>
                    <Table.Th scope="row" fw={400}>
                      <Text fw={700} span>
                        {fund.symbol}
                      </Text>{' '}
                      {/* On a phone the symbol alone, so the four figures fit without scrolling. */}
                      <Text span size="sm" visibleFrom="sm">
                        {fund.theme ? `${fund.theme} theme` : fund.name}
                      </Text>
                      {fund.theme && (
                        <Text size="xs" hiddenFrom="sm">
                          {fund.theme}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed">
                        {formatCents(fund.valueCents)}
                      </Text>
                    </Table.Th>
                    <Table.Td ta="right">{formatBasisPoints(fund.targetBps)}</Table.Td>
                    <Table.Td ta="right">{formatBasisPoints(fund.actualBps)}</Table.Td>
                    <Table.Td ta="right">{formatDrift(fund.driftBps)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <Text size="sm" c="dimmed">
            Targets, not results: the value of each fund goes up and down. Prices are simulated, as of{' '}
            {formatEasternDateTime(allocation.asOf)}.
          </Text>
          <Group gap="lg">
            <Anchor component={Link} to="/investment/managed/preferences">
              Risk profile and themes
            </Anchor>
            <Anchor component={Link} to="/investment/managed/add-theme">
              Add a theme
            </Anchor>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}
