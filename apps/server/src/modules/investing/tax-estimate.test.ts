// The estimated tax effect of a sale from its FIFO lots: proceeds split by quantity to the cent, each
// lot short-term or long-term by its holding period, and the estimate says it is not tax advice.
import { describe, expect, it } from 'vitest';
import { replayBooks } from './books.ts';
import { holdingTerm, taxEstimateOf } from './tax-estimate.ts';

describe('holding period', () => {
  it('is long-term only when sold after the anniversary of the purchase', () => {
    expect(holdingTerm('2025-03-10', '2026-03-10')).toBe('SHORT_TERM');
    expect(holdingTerm('2025-03-10', '2026-03-11')).toBe('LONG_TERM');
    expect(holdingTerm('2024-02-29', '2025-02-28')).toBe('SHORT_TERM');
    expect(holdingTerm('2024-02-29', '2025-03-03')).toBe('LONG_TERM');
  });
});

describe('a sale across lots', () => {
  it('splits proceeds by quantity, adds up, and sorts gains by term', () => {
    const books = replayBooks(
      [
        { orderId: 'old', side: 'BUY', tradeDate: '2025-01-06', quantityMicros: 1_000_000n, amountCents: 10_000n },
        { orderId: 'new', side: 'BUY', tradeDate: '2026-06-01', quantityMicros: 2_000_000n, amountCents: 30_000n },
        { orderId: 'sale', side: 'SELL', tradeDate: '2026-11-20', quantityMicros: 2_000_000n, amountCents: 25_001n },
      ],
      [],
      '2026-11-27',
    );
    const estimate = taxEstimateOf(books.sales[0] as (typeof books.sales)[number]);
    expect(estimate.lots).toEqual([
      {
        orderId: 'old',
        acquiredOn: '2025-01-06',
        quantityMicros: 1_000_000n,
        costCents: 10_000n,
        proceedsCents: 12_500n,
        gainCents: 2_500n,
        term: 'LONG_TERM',
      },
      {
        orderId: 'new',
        acquiredOn: '2026-06-01',
        quantityMicros: 1_000_000n,
        costCents: 15_000n,
        proceedsCents: 12_501n,
        gainCents: -2_499n,
        term: 'SHORT_TERM',
      },
    ]);
    expect(estimate.longTermGainCents).toBe(2_500n);
    expect(estimate.shortTermGainCents).toBe(-2_499n);
    expect(estimate.lots.reduce((sum, lot) => sum + lot.proceedsCents, 0n)).toBe(25_001n);
    expect(estimate.note).toMatch(/not tax advice/);
  });
});
