import { Box, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { InlineFigure } from './inline-figure';

export interface HoldingFigure<Row> {
  label: string;
  value(row: Row): string;
}

/**
 * An account's holdings, managed or self-directed: a table from a tablet's width, a list on a phone,
 * where five or six columns would leave the figures off the screen. Both read the same rows; the phone
 * shows four figures, the table every column.
 */
export function HoldingsTable<Row extends { symbol: string }>({
  rows,
  caption,
  listLabel,
  regionLabel,
  nameHeader,
  minWidth,
  name,
  phoneFigures,
  columns,
}: {
  rows: readonly Row[];
  caption: string;
  listLabel: string;
  regionLabel: string;
  nameHeader: string;
  minWidth: number;
  /** The holding's symbol and name, in the phone's list and in the table's row header. */
  name(row: Row, place: 'list' | 'table'): ReactNode;
  phoneFigures: readonly HoldingFigure<Row>[];
  columns: readonly HoldingFigure<Row>[];
}) {
  return (
    <>
      <Stack component="ul" aria-label={listLabel} gap={0} p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Box component="li" key={row.symbol} py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            {name(row, 'list')}
            <SimpleGrid cols={2} spacing={4} verticalSpacing={4} mt={4}>
              {phoneFigures.map((figure) => (
                <InlineFigure key={figure.label} label={figure.label} value={figure.value(row)} />
              ))}
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
      {/* Its own scroller, focusable, so a keyboard can scroll it sideways where the width is short
          (Mantine's ScrollContainer scrolls an inner element that cannot take the focus). */}
      <Box visibleFrom="sm" tabIndex={0} style={{ overflowX: 'auto' }} role="region" aria-label={regionLabel}>
        <Table verticalSpacing="sm" striped miw={minWidth}>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{nameHeader}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.label} scope="col" ta="right">
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.symbol}>
                <Table.Th scope="row" fw={400}>
                  {name(row, 'table')}
                </Table.Th>
                {columns.map((column) => (
                  <Table.Td key={column.label} ta="right">
                    {column.value(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </>
  );
}

/** Symbol in bold, then the name: how both tables start a holding. */
export function SymbolAndName({ symbol, name }: { symbol: ReactNode; name: string }) {
  return (
    <>
      {symbol}{' '}
      <Text span size="sm">
        {name}
      </Text>
    </>
  );
}
