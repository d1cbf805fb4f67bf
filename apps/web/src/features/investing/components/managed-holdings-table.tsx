import { formatCents } from '@fernleaf/contract/money';
import { formatBasisPoints } from '@fernleaf/contract/percent';
import { formatShareQuantity } from '@fernleaf/contract/quantity';
import { Text } from '@mantine/core';
import type { HoldingRow } from '../lib/managed-holdings';
import { type HoldingFigure, HoldingsTable, SymbolAndName } from './holdings-table';

const shares: HoldingFigure<HoldingRow> = { label: 'Shares', value: (row) => formatShareQuantity(row.quantityMicros) };
const value: HoldingFigure<HoldingRow> = { label: 'Value', value: (row) => formatCents(row.marketValueCents) };
const target: HoldingFigure<HoldingRow> = {
  label: 'Target',
  value: (row) => (row.targetBasisPoints === null ? 'Not in model' : formatBasisPoints(row.targetBasisPoints)),
};
/** A gain's sign is spelled ('+$1.20'), so it reads the same without colour. */
const gain: HoldingFigure<HoldingRow> = {
  label: 'Unrealised gain',
  value: (row) => formatCents(row.unrealisedCents, { plus: true }),
};

/** The managed account's funds with their target weights. */
export function ManagedHoldingsTable({ rows, caption }: { rows: HoldingRow[]; caption: string }) {
  return (
    <HoldingsTable
      rows={rows}
      caption={caption}
      listLabel={caption}
      regionLabel="Holdings by fund"
      nameHeader="Fund"
      minWidth={640}
      name={(row, place) => {
        const name = (
          <SymbolAndName
            symbol={
              <Text fw={700} span>
                {row.symbol}
              </Text>
            }
            name={row.name}
          />
        );
        return place === 'list' ? <Text>{name}</Text> : name;
      }}
      phoneFigures={[shares, value, target, gain]}
      columns={[shares, value, target, gain]}
    />
  );
}
