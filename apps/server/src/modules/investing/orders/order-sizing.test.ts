// How a market order is sized at a price: what a dollar amount buys, what a quantity costs, the hold
// of a buy waiting for the open, and sales of a quantity or of everything sellable.
import type { MarketOrderRequest } from '@fernleaf/contract/investing-money';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.ts';
import { sizeOrder } from './order-sizing.ts';

const open = { marketOpen: true, sellableMicros: 0n };
const shut = { marketOpen: false, sellableMicros: 0n };
const buy = (sizing: Partial<MarketOrderRequest>): MarketOrderRequest => ({ symbol: 'VTI', side: 'BUY', ...sizing });
const sell = (sizing: Partial<MarketOrderRequest>): MarketOrderRequest => ({ symbol: 'VTI', side: 'SELL', ...sizing });
const fieldOf = (thrown: () => unknown) => {
  try {
    thrown();
  } catch (error) {
    if (error instanceof AppError) return [error.body.code, Object.keys(error.body.fields ?? {})];
  }
  return null;
};

describe('buys', () => {
  it('spends exactly a dollar amount on the millionths it buys, rounded down', () => {
    expect(sizeOrder(buy({ amountCents: 10_000 }), 30_000n, open)).toEqual({
      sizing: 'AMOUNT',
      quantityMicros: 333_333n,
      amountCents: 10_000n,
      holdCents: 0n,
    });
  });

  it('holds the amount of a buy by amount placed while the market is shut', () => {
    expect(sizeOrder(buy({ amountCents: 10_000 }), 30_000n, shut).holdCents).toBe(10_000n);
  });

  it('costs a quantity its value to the cent, and holds 5% more, rounded up, while shut', () => {
    expect(sizeOrder(buy({ quantityMicros: 1_500_000 }), 10_001n, open)).toMatchObject({
      sizing: 'QUANTITY',
      amountCents: 15_002n,
      holdCents: 0n,
    });
    expect(sizeOrder(buy({ quantityMicros: 1_500_000 }), 10_001n, shut).holdCents).toBe(15_753n);
  });

  it('refuses a quantity worth under a cent, naming the field', () => {
    expect(fieldOf(() => sizeOrder(buy({ quantityMicros: 1 }), 1_000n, open))).toEqual([
      'ORDER_NOT_ACCEPTED',
      ['quantityMicros'],
    ]);
  });
});

describe('sales', () => {
  it('sells a quantity up to what is sellable, for its value', () => {
    expect(
      sizeOrder(sell({ quantityMicros: 250_000 }), 20_000n, { marketOpen: true, sellableMicros: 250_000n }),
    ).toEqual({
      sizing: 'QUANTITY',
      quantityMicros: 250_000n,
      amountCents: 5_000n,
      holdCents: 0n,
    });
    expect(
      fieldOf(() =>
        sizeOrder(sell({ quantityMicros: 250_001 }), 20_000n, { marketOpen: true, sellableMicros: 250_000n }),
      ),
    ).toEqual(['INSUFFICIENT_SHARES', ['quantityMicros']]);
  });

  it('sells everything sellable, and refuses when nothing is', () => {
    expect(
      sizeOrder(sell({ sellAll: true }), 20_000n, { marketOpen: false, sellableMicros: 1_234_567n }),
    ).toMatchObject({
      sizing: 'ALL',
      quantityMicros: 1_234_567n,
      amountCents: 24_691n,
    });
    expect(fieldOf(() => sizeOrder(sell({ sellAll: true }), 20_000n, open))).toEqual([
      'INSUFFICIENT_SHARES',
      ['sellAll'],
    ]);
  });
});
