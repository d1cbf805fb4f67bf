// How much a market order buys or sells and what it costs or brings in, at a price (decision 043).
// Pure: the service supplies the quote and what may be sold.
import type { MarketOrderRequest } from '@fernleaf/contract/investing-money';
import { microsForCents, valueCents } from './books.ts';
import { notEnoughShares, worthUnderACent } from './order-errors.ts';

export interface SizedOrder {
  sizing: 'AMOUNT' | 'QUANTITY' | 'ALL';
  quantityMicros: bigint;
  /** A buy's cost or a sale's proceeds. */
  amountCents: bigint;
  /** Cash to hold while a buy waits for the open. */
  holdCents: bigint;
}

/**
 * A buy of a quantity placed while the market is shut holds 5% above the estimate: the opening price
 * may gap, and a hold too small would turn into a refusal at the open. A buy of an amount holds the
 * amount: it spends exactly that whatever the price.
 */
export const openingMarginPercent = 5n;

export function sizeOrder(
  request: MarketOrderRequest,
  priceCents: bigint,
  options: { marketOpen: boolean; sellableMicros: bigint },
): SizedOrder {
  if (request.side === 'BUY') {
    if (request.amountCents !== undefined) {
      const amountCents = BigInt(request.amountCents);
      const quantityMicros = microsForCents(amountCents, priceCents);
      if (quantityMicros === 0n) throw worthUnderACent(request);
      return { sizing: 'AMOUNT', quantityMicros, amountCents, holdCents: options.marketOpen ? 0n : amountCents };
    }
    const quantityMicros = BigInt(request.quantityMicros ?? 0);
    const amountCents = valueCents(quantityMicros, priceCents);
    if (amountCents === 0n) throw worthUnderACent(request);
    const holdCents = options.marketOpen ? 0n : ceilDiv(amountCents * (100n + openingMarginPercent), 100n);
    return { sizing: 'QUANTITY', quantityMicros, amountCents, holdCents };
  }
  const quantityMicros = request.sellAll ? options.sellableMicros : BigInt(request.quantityMicros ?? 0);
  if (quantityMicros === 0n || quantityMicros > options.sellableMicros) {
    throw notEnoughShares(request, options.sellableMicros);
  }
  const amountCents = valueCents(quantityMicros, priceCents);
  if (amountCents === 0n) throw worthUnderACent(request);
  return { sizing: request.sellAll ? 'ALL' : 'QUANTITY', quantityMicros, amountCents, holdCents: 0n };
}

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}
