import { describe, expect, it } from 'vitest';
import { activeHoldingRows } from './active-holdings';

const position = (symbol: string, quantityMicros: number, costCents: number, marketValueCents: number) => ({
  symbol,
  name: `${symbol} Inc.`,
  quantityMicros,
  costCents,
  lastPriceCents: 10_000,
  marketValueCents,
  unrealisedCents: marketValueCents - costCents,
});

describe('activeHoldingRows', () => {
  it('lists only shares held now, the largest value first, then by symbol', () => {
    const rows = activeHoldingRows([
      position('MSFT', 1_000_000, 30_000, 40_000),
      position('AAPL', 0, 0, 0),
      position('NVDA', 2_500_000, 50_000, 40_000),
      position('KO', 500_000, 2_000, 90_000),
    ]);
    expect(rows.map((row) => row.symbol)).toEqual(['KO', 'MSFT', 'NVDA']);
  });

  it('gives the unrealised gain against cost in basis points, signed and rounded', () => {
    const [gain] = activeHoldingRows([position('A', 1, 30_000, 40_000)]);
    const [loss] = activeHoldingRows([position('B', 1, 30_000, 29_999)]);
    const [free] = activeHoldingRows([position('C', 1, 0, 500)]);
    expect(gain?.unrealisedBasisPoints).toBe(3333);
    // -1 / 30,000 is -0.33 basis points: rounds to zero, without a negative zero.
    expect(loss?.unrealisedBasisPoints).toBe(0);
    expect(free?.unrealisedBasisPoints).toBeNull();
  });
});
