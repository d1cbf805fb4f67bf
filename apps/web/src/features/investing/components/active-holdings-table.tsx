import { formatCents } from '@fernleaf/contract/money';
import { formatBasisPoints } from '@fernleaf/contract/percent';
import { formatShareQuantity } from '@fernleaf/contract/quantity';
import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ActiveHoldingRow } from '../lib/active-holdings';
import { type HoldingFigure, HoldingsTable, SymbolAndName } from './holdings-table';

type Figure = HoldingFigure<ActiveHoldingRow>;
const shares: Figure = { label: 'Shares', value: (row) => formatShareQuantity(row.quantityMicros) };
const price: Figure = { label: 'Price', value: (row) => formatCents(row.lastPriceCents) };
const value: Figure = { label: 'Value', value: (row) => formatCents(row.marketValueCents) };
const cost: Figure = { label: 'Cost', value: (row) => formatCents(row.costCents) };
/** A gain's sign is spelled ('+$1.20 (+4%)'), so it reads the same without colour. */
const gain: Figure = {
  label: 'Unrealised gain',
  value: (row) => {
    const money = formatCents(row.unrealisedCents, { plus: true });
    return row.unrealisedBasisPoints === null
      ? money
      : `${money} (${formatBasisPoints(row.unrealisedBasisPoints, { sign: 'always' })})`;
  },
};

/** The member's self-directed holdings. Each symbol leads to its asset page, where the member buys or sells. */
export function ActiveHoldingsTable({ rows }: { rows: ActiveHoldingRow[] }) {
  return (
    <HoldingsTable
      rows={rows}
      caption="Your holdings at simulated prices"
      listLabel="Your holdings"
      regionLabel="Holdings table"
      nameHeader="Asset"
      minWidth={680}
      name={(row) => (
        <Text>
          <SymbolAndName
            symbol={
              <Anchor
                renderRoot={(props) => <Link {...props} to="/investment/asset" search={{ symbol: row.symbol }} />}
                fw={700}
                aria-label={`${row.symbol}, ${row.name}`}
              >
                {row.symbol}
              </Anchor>
            }
            name={row.name}
          />
        </Text>
      )}
      phoneFigures={[shares, value, price, gain]}
      columns={[shares, price, value, cost, gain]}
    />
  );
}
