import type { InvestmentOrderView } from '@fernleaf/contract/investing-money';
import { describe, expect, it } from 'vitest';
import { orderDetail, orderStatus, orderTitle } from './order-words';

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
