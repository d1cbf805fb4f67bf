import { formatCents, formatShareQuantity } from '@fernleaf/contract/money';
import { Box, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { InlineFigure } from '../../components/inline-figure';
import { formatWeight, type HoldingRow } from '../lib/managed-holdings';

/**
 * The account's funds with their target weights: a table from a tablet's width, a list of funds on a
 * phone, where five columns would leave the figures off the screen. Both read the same rows.
 */
export function HoldingsTable({ rows, caption }: { rows: HoldingRow[]; caption: string }) {
  return (
    <>
      <HoldingsList rows={rows} caption={caption} />
      <HoldingsGrid rows={rows} caption={caption} />
    </>
  );
}

function HoldingsList({ rows, caption }: { rows: HoldingRow[]; caption: string }) {
  return (
    <Stack component="ul" aria-label={caption} gap={0} p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Box component="li" key={row.symbol} py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Text>
            <Text fw={700} span>
              {row.symbol}
            </Text>{' '}
            <Text span size="sm">
              {row.name}
            </Text>
          </Text>
          <SimpleGrid cols={2} spacing={4} verticalSpacing={4} mt={4}>
            <InlineFigure label="Shares" value={formatShareQuantity(row.quantityMicros)} />
            <InlineFigure label="Value" value={formatCents(row.marketValueCents)} />
            <InlineFigure
              label="Target"
              value={row.targetBasisPoints === null ? 'Not in model' : formatWeight(row.targetBasisPoints)}
            />
            <InlineFigure label="Unrealised gain" value={formatCents(row.unrealisedCents, { plus: true })} />
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}

function HoldingsGrid({ rows, caption }: { rows: HoldingRow[]; caption: string }) {
  return (
    // Its own scroller, focusable, so a keyboard can scroll it sideways where the width is short
    // (Mantine's ScrollContainer scrolls an inner element that cannot take the focus).
    <Box visibleFrom="sm" tabIndex={0} style={{ overflowX: 'auto' }} role="region" aria-label="Holdings by fund">
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
              <Table.Td ta="right">{formatShareQuantity(row.quantityMicros)}</Table.Td>
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
