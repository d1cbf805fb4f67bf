// The books of one holding, replayed from its fills (decision 043): tax lots in FIFO order, each sale's
// realised gain from the lots it consumed, and splits applied to the lots held before them. Pure, so
// every rule is tested without a database. Shares are integer millionths, money integer cents.

import { allocateCents } from '@fernleaf/contract/allocate-cents';

export const microsPerShare = 1_000_000n;

export interface BookFill {
  orderId: string;
  side: 'BUY' | 'SELL';
  /** The New York trading date of the fill: lots are acquired, and splits ordered, by it. */
  tradeDate: string;
  quantityMicros: bigint;
  /** What a buy cost or a sale brought in, in cents. */
  amountCents: bigint;
}

export interface BookSplit {
  effectiveDate: string;
  /** New shares per old share: 10 for a 10-for-1 split. */
  ratio: number;
}

export interface TaxLot {
  /** The buy that opened the lot. */
  orderId: string;
  acquiredOn: string;
  quantityMicros: bigint;
  costCents: bigint;
}

export interface LotConsumed {
  orderId: string;
  acquiredOn: string;
  quantityMicros: bigint;
  costCents: bigint;
}

export interface Sale {
  orderId: string;
  soldOn: string;
  quantityMicros: bigint;
  proceedsCents: bigint;
  costCents: bigint;
  realisedCents: bigint;
  lots: LotConsumed[];
}

export interface Books {
  /** Open lots, oldest first: the order a sale takes them in. */
  lots: TaxLot[];
  sales: Sale[];
}

export class OversoldError extends Error {
  override name = 'OversoldError';
}

/**
 * Replays fills (in the order they filled) and the splits effective up to `asOf`. A split applies to
 * the lots held when its day begins: quantity times the ratio, cost unchanged, so the cost basis
 * carries over as the tax rules have it. Splits are applied here, at every read, rather than written
 * to stored lots by a job: the stored facts (fills) never change, and a read writes nothing.
 */
export function replayBooks(fills: readonly BookFill[], splits: readonly BookSplit[], asOf: string): Books {
  const pendingSplits = [...splits]
    .filter((split) => split.effectiveDate <= asOf)
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
  let lots: TaxLot[] = [];
  const sales: Sale[] = [];
  const applySplitsThrough = (date: string) => {
    while (pendingSplits.length > 0 && (pendingSplits[0] as BookSplit).effectiveDate <= date) {
      const split = pendingSplits.shift() as BookSplit;
      lots = lots.map((lot) => ({ ...lot, quantityMicros: lot.quantityMicros * BigInt(split.ratio) }));
    }
  };
  for (const fill of fills) {
    applySplitsThrough(fill.tradeDate);
    if (fill.side === 'BUY') {
      lots.push({
        orderId: fill.orderId,
        acquiredOn: fill.tradeDate,
        quantityMicros: fill.quantityMicros,
        costCents: fill.amountCents,
      });
    } else {
      const taken = takeFifo(lots, fill.quantityMicros);
      lots = taken.remaining;
      const costCents = taken.consumed.reduce((sum, lot) => sum + lot.costCents, 0n);
      sales.push({
        orderId: fill.orderId,
        soldOn: fill.tradeDate,
        quantityMicros: fill.quantityMicros,
        proceedsCents: fill.amountCents,
        costCents,
        realisedCents: fill.amountCents - costCents,
        lots: taken.consumed,
      });
    }
  }
  applySplitsThrough(asOf);
  return { lots, sales };
}

/**
 * Takes `quantity` from the oldest lots first. A lot taken in part splits its cost between the shares
 * taken and the shares kept by largest remainder (DESIGN.md "Money"): each part is the nearest cent of
 * its exact share (ties to the part sold) and the two add up to the lot's cost exactly. Rounding the
 * part sold down instead booked $99.99 for a part whose exact cost was $99.99976, a cent of loss
 * missing from the sale and a cent too much left on the lot (issue 25).
 */
export function takeFifo(
  lots: readonly TaxLot[],
  quantityMicros: bigint,
): { consumed: LotConsumed[]; remaining: TaxLot[] } {
  if (quantityMicros <= 0n) throw new RangeError('a sale takes a positive quantity');
  const held = lots.reduce((sum, lot) => sum + lot.quantityMicros, 0n);
  if (quantityMicros > held) throw new OversoldError(`selling ${quantityMicros} of ${held} millionths held`);
  const consumed: LotConsumed[] = [];
  const remaining: TaxLot[] = [];
  let left = quantityMicros;
  for (const lot of lots) {
    if (left === 0n) {
      remaining.push(lot);
      continue;
    }
    const take = left < lot.quantityMicros ? left : lot.quantityMicros;
    const [cost] = allocateCents(lot.costCents, [take, lot.quantityMicros - take]) as [bigint, bigint];
    consumed.push({ orderId: lot.orderId, acquiredOn: lot.acquiredOn, quantityMicros: take, costCents: cost });
    if (take < lot.quantityMicros) {
      remaining.push({ ...lot, quantityMicros: lot.quantityMicros - take, costCents: lot.costCents - cost });
    }
    left -= take;
  }
  return { consumed, remaining };
}

export function heldMicros(lots: readonly TaxLot[]): bigint {
  return lots.reduce((sum, lot) => sum + lot.quantityMicros, 0n);
}

/** What shares are worth at a price, to the nearest cent (half a cent rounds up). */
export function valueCents(quantityMicros: bigint, priceCents: bigint): bigint {
  return (quantityMicros * priceCents * 2n + microsPerShare) / (2n * microsPerShare);
}

export interface LotWithGain extends TaxLot {
  marketValueCents: bigint;
  unrealisedCents: bigint;
}

/** Each lot's value and unrealised gain at the market's last price. */
export function lotsAtPrice(lots: readonly TaxLot[], priceCents: bigint): LotWithGain[] {
  return lots.map((lot) => {
    const marketValueCents = valueCents(lot.quantityMicros, priceCents);
    return { ...lot, marketValueCents, unrealisedCents: marketValueCents - lot.costCents };
  });
}

/**
 * The shares a dollar amount buys at a price: rounded down to the millionth, so the member never pays
 * for more than they get; they pay exactly the amount they asked.
 */
export function microsForCents(amountCents: bigint, priceCents: bigint): bigint {
  return (amountCents * microsPerShare) / priceCents;
}
