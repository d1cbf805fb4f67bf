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
    // $250.01 over two equal quantities is $125.005 each: largest remainder gives the tied half cent
    // to the earlier lot.
    const estimate = taxEstimateOf(books.sales[0] as (typeof books.sales)[number]);
    expect(estimate.lots).toEqual([
      {
        orderId: 'old',
        acquiredOn: '2025-01-06',
        quantityMicros: 1_000_000n,
        costCents: 10_000n,
        proceedsCents: 12_501n,
        gainCents: 2_501n,
        term: 'LONG_TERM',
      },
      {
        orderId: 'new',
        acquiredOn: '2026-06-01',
        quantityMicros: 1_000_000n,
        costCents: 15_000n,
        proceedsCents: 12_500n,
        gainCents: -2_500n,
        term: 'SHORT_TERM',
      },
    ]);
    expect(estimate.longTermGainCents).toBe(2_501n);
    expect(estimate.shortTermGainCents).toBe(-2_500n);
    expect(estimate.lots.reduce((sum, lot) => sum + lot.proceedsCents, 0n)).toBe(25_001n);
    expect(estimate.note).toMatch(/not tax advice/);
  });

  it('gives each lot its nearest share of the proceeds, not the last lot the rounding of all', () => {
    // $1.01 over three lots of one share each is 33.67 cents a lot: 34, 34 and 33 by largest
    // remainder. Rounding the first two down and giving the last what is left booked 33, 33 and 35.
    const books = replayBooks(
      [
        { orderId: 'a', side: 'BUY', tradeDate: '2026-06-01', quantityMicros: 1_000_000n, amountCents: 100n },
        { orderId: 'b', side: 'BUY', tradeDate: '2026-06-02', quantityMicros: 1_000_000n, amountCents: 100n },
        { orderId: 'c', side: 'BUY', tradeDate: '2026-06-03', quantityMicros: 1_000_000n, amountCents: 100n },
        { orderId: 'sale', side: 'SELL', tradeDate: '2026-11-20', quantityMicros: 3_000_000n, amountCents: 101n },
      ],
      [],
      '2026-11-27',
    );
    const estimate = taxEstimateOf(books.sales[0] as (typeof books.sales)[number]);
    expect(estimate.lots.map((lot) => lot.proceedsCents)).toEqual([34n, 34n, 33n]);
  });
});
