import type { InvestmentOrderView } from '@fernleaf/contract/investing-money';
import { describe, expect, it } from 'vitest';
import { orderDetail, orderStatus, ordersNotFilled, orderTitle } from './order-words';

const filled: InvestmentOrderView = {
  orderId: 'o1',
  symbol: 'VTI',
  side: 'BUY',
  sizing: 'AMOUNT',
  requestedCents: 2_500,
  requestedMicros: null,
  status: 'FILLED',
  estimatedPriceCents: 25_000,
  holdCents: 0,
  placedAt: '2026-03-02T15:00:00.000Z',
  fillsAt: '2026-03-02T15:00:00.000Z',
  filledAt: '2026-03-02T15:00:00.000Z',
  tradeDate: '2026-03-02',
  fillPriceCents: 25_000,
  filledMicros: 100_000,
  amountCents: 2_500,
  settlesOn: '2026-03-03',
  settled: false,
  rejectionReason: null,
};

describe('an order in words', () => {
  it('names what was asked for by each sizing', () => {
    expect(orderTitle(filled)).toBe('Buy $25.00 of VTI');
    expect(orderTitle({ ...filled, side: 'SELL', sizing: 'QUANTITY', requestedMicros: 50_000 })).toBe(
      'Sell 0.05 shares of VTI',
    );
    expect(orderTitle({ ...filled, side: 'SELL', sizing: 'ALL' })).toBe('Sell all VTI shares');
  });

  it('gives the fill, or what happens next, or why not', () => {
    expect(orderStatus(filled)).toBe('Filled');
    expect(orderDetail(filled)).toBe('0.1 shares at $250.00: $25.00, settles 2026-03-03.');
    expect(orderDetail({ ...filled, settled: true })).toBe('0.1 shares at $250.00: $25.00, settled 2026-03-03.');
    expect(orderDetail({ ...filled, status: 'WAITING' })).toBe('Fills at the next opening bell.');
    expect(orderDetail({ ...filled, status: 'REJECTED', rejectionReason: 'Not enough cash at the open.' })).toBe(
      'Not enough cash at the open.',
    );
  });
});

describe('ordersNotFilled', () => {
  it('keeps waiting orders first, then refused and cancelled ones, and leaves filled ones to the transactions', () => {
    const listed = ordersNotFilled([
      { id: 'a', status: 'REJECTED' as const },
      { id: 'b', status: 'FILLED' as const },
      { id: 'c', status: 'WAITING' as const },
      { id: 'e', status: 'CANCELLED' as const },
      { id: 'd', status: 'WAITING' as const },
    ]);
    expect(listed.map((entry) => entry.id)).toEqual(['c', 'd', 'a', 'e']);
  });
});
