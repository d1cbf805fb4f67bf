import { describe, expect, it } from 'vitest';
import { type OrderInput, ordersNotFilled, orderTitle } from './order-words';

const order = (overrides: Partial<OrderInput> & { id?: string }): OrderInput & { id?: string } => ({
  symbol: 'AAPL',
  side: 'BUY',
  sizing: 'AMOUNT',
  requestedCents: 2500,
  requestedMicros: null,
  status: 'FILLED',
  ...overrides,
});

describe('orderTitle', () => {
  it('says the side, the sizing and the symbol', () => {
    expect(orderTitle(order({}))).toBe('Buy $25.00 of AAPL');
    expect(
      orderTitle(order({ side: 'SELL', sizing: 'QUANTITY', requestedCents: null, requestedMicros: 1_500_000 })),
    ).toBe('Sell 1.500 shares of AAPL');
    expect(orderTitle(order({ side: 'SELL', sizing: 'ALL', requestedCents: null, symbol: 'KO' }))).toBe(
      'Sell all of KO',
    );
  });
});

describe('ordersNotFilled', () => {
  it('keeps waiting orders first, then refused ones, and leaves filled ones to the transactions', () => {
    const listed = ordersNotFilled([
      order({ id: 'a', status: 'REJECTED' }),
      order({ id: 'b', status: 'FILLED' }),
      order({ id: 'c', status: 'WAITING' }),
      order({ id: 'd', status: 'WAITING' }),
    ]);
    expect(listed.map((entry) => entry.id)).toEqual(['c', 'd', 'a']);
  });
});
