import type { InvestmentOrderView, OrderPreview } from '@fernleaf/contract/investing-money';
import { describe, expect, it } from 'vitest';
import { confirmationOf, fillTiming, orderRequestOf, previewLines, sizingsOf, ticketSchema } from './ticket';

const parse = (values: object) => ticketSchema.safeParse(values);

describe('the ticket form', () => {
  it('reads dollars into cents and shares into millionths, ignoring the other input', () => {
    expect(parse({ sizing: 'AMOUNT', amountCents: '$25.50', quantityMicros: 'junk' }).data).toEqual({
      sizing: 'AMOUNT',
      amountCents: 2550,
    });
    expect(parse({ sizing: 'QUANTITY', amountCents: '', quantityMicros: '0.125' }).data).toEqual({
      sizing: 'QUANTITY',
      quantityMicros: 125_000,
    });
    expect(parse({ sizing: 'ALL', amountCents: '', quantityMicros: '' }).data).toEqual({ sizing: 'ALL' });
  });

  it("names the field with the contract's limits: at least $1.00, at most six decimals", () => {
    const small = parse({ sizing: 'AMOUNT', amountCents: '0.50', quantityMicros: '' });
    expect(small.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['amountCents', 'Buy at least $1.00'],
    ]);
    const fine = parse({ sizing: 'QUANTITY', amountCents: '', quantityMicros: '0.0000001' });
    expect(fine.error?.issues[0]?.path).toEqual(['quantityMicros']);
  });

  it('offers dollars only to a buy and "all" only to a sale', () => {
    expect(sizingsOf.BUY.map(({ value }) => value)).toEqual(['AMOUNT', 'QUANTITY']);
    expect(sizingsOf.SELL.map(({ value }) => value)).toEqual(['QUANTITY', 'ALL']);
  });

  it('builds the market order of each sizing', () => {
    expect(orderRequestOf('VTI', 'BUY', { sizing: 'AMOUNT', amountCents: 2550 })).toEqual({
      symbol: 'VTI',
      side: 'BUY',
      amountCents: 2550,
    });
    expect(orderRequestOf('VTI', 'SELL', { sizing: 'QUANTITY', quantityMicros: 5 })).toEqual({
      symbol: 'VTI',
      side: 'SELL',
      quantityMicros: 5,
    });
    expect(orderRequestOf('VTI', 'SELL', { sizing: 'ALL' })).toEqual({ symbol: 'VTI', side: 'SELL', sellAll: true });
  });
});

const preview: OrderPreview = {
  symbol: 'VTI',
  side: 'BUY',
  marketOpen: false,
  estimatedPriceCents: 25_000,
  estimatedQuantityMicros: 400_000,
  estimatedAmountCents: 10_000,
  holdCents: 10_000,
  // Monday 2 March 2026, 9:30 in New York.
  fillsAt: '2026-03-02T14:30:00.000Z',
  availableCashCents: 50_000,
  sellableMicros: 0,
};

describe('the preview', () => {
  it('shows the price it may fill at, the estimate, the cash and the hold', () => {
    expect(previewLines(preview)).toEqual([
      { label: 'Estimated price per share', value: '$250.00' },
      { label: 'Estimated shares', value: '0.4 shares' },
      { label: 'Estimated cost', value: '$100.00' },
      { label: 'Cash available to invest', value: '$500.00' },
      { label: 'Cash held until it fills', value: '$100.00' },
    ]);
  });

  it('shows a sale its proceeds and the shares it may sell', () => {
    const sale = { ...preview, side: 'SELL' as const, holdCents: 0, sellableMicros: 1_000_000 };
    expect(previewLines(sale).slice(2)).toEqual([
      { label: 'Estimated proceeds', value: '$100.00' },
      { label: 'Shares you can sell', value: '1 share' },
    ]);
  });

  it('says a closed market fills the order at the next open, in New York time', () => {
    expect(fillTiming(preview)).toBe(
      'The market is closed. This order waits and fills at the next open, Mar 2, 2026, 9:30 AM ET, at the price then, which may differ from this estimate. Until then $100.00 of your cash is held for it, a margin in case the price opens higher.',
    );
    expect(fillTiming({ ...preview, marketOpen: true })).toMatch(/^The market is open: a market order fills now/);
  });
});

const order: InvestmentOrderView = {
  orderId: 'o1',
  symbol: 'VTI',
  side: 'BUY',
  sizing: 'AMOUNT',
  requestedCents: 10_000,
  requestedMicros: null,
  status: 'FILLED',
  estimatedPriceCents: 25_000,
  holdCents: 0,
  placedAt: '2026-03-02T15:00:00.000Z',
  fillsAt: '2026-03-02T15:00:00.000Z',
  filledAt: '2026-03-02T15:00:00.000Z',
  tradeDate: '2026-03-02',
  fillPriceCents: 25_000,
  filledMicros: 400_000,
  amountCents: 10_000,
  settlesOn: '2026-03-03',
  settled: false,
  rejectionReason: null,
};

describe('the confirmation', () => {
  it('states what filled, at what price, plainly', () => {
    expect(confirmationOf(order)).toBe(
      'Order filled: bought 0.4 shares of VTI at $250.00, costing $100.00. It settles on Mar 3, 2026.',
    );
    expect(confirmationOf({ ...order, side: 'SELL' })).toBe(
      'Order filled: sold 0.4 shares of VTI at $250.00, for $100.00. It settles on Mar 3, 2026.',
    );
  });

  it('says a waiting order fills at the open, and a refused one why', () => {
    const waiting = { ...order, status: 'WAITING' as const, holdCents: 10_500, fillsAt: '2026-03-03T14:30:00.000Z' };
    expect(confirmationOf(waiting)).toBe(
      'Order received, waiting for the market to open: it fills at Mar 3, 2026, 9:30 AM ET. $105.00 of your cash is held for it.',
    );
    expect(confirmationOf({ ...order, status: 'REJECTED', rejectionReason: 'the cost exceeded the cash' })).toBe(
      'Order not filled: the cost exceeded the cash.',
    );
  });
});
