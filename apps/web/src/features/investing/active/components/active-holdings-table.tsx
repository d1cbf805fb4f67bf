import { formatCents, formatShareQuantity } from '@fernleaf/contract/money';
import { Anchor, Box, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { InlineFigure } from '../../components/inline-figure';
import { type ActiveHoldingRow, formatChangePercent } from '../lib/active-holdings';

/**
 * The member's holdings: a table from a tablet's width, a list on a phone, where six columns would leave
 * the figures off the screen. Each symbol leads to its asset page, where the member buys or sells.
 */
export function ActiveHoldingsTable({ rows }: { rows: ActiveHoldingRow[] }) {
  return (
    <>
      <Stack
        component="ul"
        aria-label="Your holdings"
        gap={0}
        p={0}
        m={0}
        hiddenFrom="sm"
        style={{ listStyle: 'none' }}
      >
        {rows.map((row) => (
          <Box component="li" key={row.symbol} py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <AssetName row={row} />
            <SimpleGrid cols={2} spacing={4} verticalSpacing={4} mt={4}>
              <InlineFigure label="Shares" value={formatShareQuantity(row.quantityMicros)} />
              <InlineFigure label="Value" value={formatCents(row.marketValueCents)} />
              <InlineFigure label="Price" value={formatCents(row.lastPriceCents)} />
              <InlineFigure label="Unrealised gain" value={gainText(row)} />
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
      {/* Its own scroller, focusable, so a keyboard can scroll it sideways where the width is short. */}
      <Box visibleFrom="sm" tabIndex={0} style={{ overflowX: 'auto' }} role="region" aria-label="Holdings table">
        <Table verticalSpacing="sm" striped miw={680}>
          <Table.Caption>Your holdings at simulated prices</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Asset</Table.Th>
              <Table.Th scope="col" ta="right">
                Shares
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Price
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Value
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Cost
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Unrealised gain
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.symbol}>
                <Table.Th scope="row" fw={400}>
                  <AssetName row={row} />
                </Table.Th>
                <Table.Td ta="right">{formatShareQuantity(row.quantityMicros)}</Table.Td>
                <Table.Td ta="right">{formatCents(row.lastPriceCents)}</Table.Td>
                <Table.Td ta="right">{formatCents(row.marketValueCents)}</Table.Td>
                <Table.Td ta="right">{formatCents(row.costCents)}</Table.Td>
                <Table.Td ta="right">{gainText(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </>
  );
}

/** A gain's sign is spelled ('+$1.20 (+4.00%)'), so it reads the same without colour. */
function gainText(row: ActiveHoldingRow): string {
  const money = formatCents(row.unrealisedCents, { plus: true });
  return row.unrealisedBasisPoints === null ? money : `${money} (${formatChangePercent(row.unrealisedBasisPoints)})`;
}

function AssetName({ row }: { row: ActiveHoldingRow }) {
  return (
    <Text>
      <Anchor
        renderRoot={(props) => <Link {...props} to="/investment/asset" search={{ symbol: row.symbol }} />}
        fw={700}
        aria-label={`${row.symbol}, ${row.name}`}
      >
        {row.symbol}
      </Anchor>{' '}
      <Text span size="sm">
        {row.name}
      </Text>
    </Text>
  );
}
