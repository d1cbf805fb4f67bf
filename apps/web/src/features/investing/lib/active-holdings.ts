// What the self-directed page shows of the positions call: the member's own holdings, no model and
// no targets. Pure arithmetic on integer cents and millionths of a share.

export interface ActivePositionInput {
  symbol: string;
  name: string;
  quantityMicros: number;
  costCents: number;
  lastPriceCents: number;
  marketValueCents: number;
  unrealisedCents: number;
}

export interface ActiveHoldingRow extends ActivePositionInput {
  /** Unrealised gain against cost in hundredths of a percent, rounded half away from zero; null at zero cost. */
  unrealisedBasisPoints: number | null;
}

/**
 * Shares held now (a position sold out keeps its realised gain in the books but is no holding), the
 * largest value first, then by symbol so equal values keep one order.
 */
export function activeHoldingRows(positions: readonly ActivePositionInput[]): ActiveHoldingRow[] {
  return positions
    .filter((position) => position.quantityMicros > 0)
    .map((position) => ({ ...position, unrealisedBasisPoints: gainBasisPoints(position) }))
    .sort((a, b) => b.marketValueCents - a.marketValueCents || a.symbol.localeCompare(b.symbol));
}

function gainBasisPoints({ unrealisedCents, costCents }: ActivePositionInput): number | null {
  if (costCents <= 0) return null;
  const scaled = (Math.abs(unrealisedCents) * 10_000) / costCents;
  return Math.sign(unrealisedCents) * Math.round(scaled) || 0;
}
