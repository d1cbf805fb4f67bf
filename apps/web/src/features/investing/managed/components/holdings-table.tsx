import { formatCents } from '@fernleaf/contract/money';
import { Box, Table, Text } from '@mantine/core';
import { formatShares, formatWeight, type HoldingRow } from '../lib/managed-holdings';

/**
 * The account's funds with their target weights. It scrolls sideways on a phone rather than dropping
 * columns: every column is part of reading a holding.
 */
export function HoldingsTable({ rows, caption }: { rows: HoldingRow[]; caption: string }) {
  return (
    // Its own scroller, focusable, so a keyboard can scroll it sideways on a phone (Mantine's
    // ScrollContainer scrolls an inner element that cannot take the focus).
    <Box tabIndex={0} style={{ overflowX: 'auto' }} role="region" aria-label="Holdings by fund">
      <Table verticalSpacing="sm" striped miw={640}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Fund</Table.Th>
            <Table.Th scope="col" ta="right">
              Shares
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Value
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Target
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Unrealised gain
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {/* A gain's sign is spelled ('+$1.20'), so it reads the same without colour. */}
          {rows.map((row) => (
            <Table.Tr key={row.symbol}>
              <Table.Th scope="row" fw={400}>
                <Text fw={700} span>
                  {row.symbol}
                </Text>{' '}
                <Text span size="sm">
                  {row.name}
                </Text>
              </Table.Th>
              <Table.Td ta="right">{formatShares(row.quantityMicros)}</Table.Td>
              <Table.Td ta="right">{formatCents(row.marketValueCents)}</Table.Td>
              <Table.Td ta="right">
                {row.targetBasisPoints === null ? 'Not in model' : formatWeight(row.targetBasisPoints)}
              </Table.Td>
              <Table.Td ta="right">{formatCents(row.unrealisedCents, { plus: true })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
