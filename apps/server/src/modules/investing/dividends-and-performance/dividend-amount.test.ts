// Worked by hand: shares (millionths) times the amount per share (micro-dollars) is owed in
// millionths of a micro-dollar; the position's amount rounds to the cent once, halves away from zero.
import { describe, expect, it } from 'vitest';
import type { BookFill } from '../orders/books.ts';
import { dividendCents, entitledMicrosOn } from './dividend-amount.ts';

describe('dividendCents', () => {
  it('pays 3 shares of a $0.9148 dividend $2.74 (274.44 cents rounds down)', () => {
    expect(dividendCents(3_000_000n, 914_800n)).toBe(274n);
  });

  it('rounds a half cent up: half a share of $0.01 is 0.5 cents, paid 1 cent', () => {
    expect(dividendCents(500_000n, 10_000n)).toBe(1n);
  });

  it('rounds just under a half cent down: 1.000001 shares of $0.004999 is 0.4999005 cents, paid nothing', () => {
    expect(dividendCents(1_000_001n, 4_999n)).toBe(0n);
  });

  it('rounds the exact amount, not a truncated one: 0.333333 shares of $1.50 is 49.99995 cents, paid 50', () => {
    expect(dividendCents(333_333n, 1_500_000n)).toBe(50n);
  });

  it('pays 12.345678 shares of VTI at $1.6267 a share $20.08 (2008.27 cents)', () => {
    // 12.345678 x 1.6267 = 20.0826644... dollars.
    expect(dividendCents(12_345_678n, 1_626_700n)).toBe(2008n);
  });

  it('pays nothing on no shares', () => {
    expect(dividendCents(0n, 1_626_700n)).toBe(0n);
  });
});

const fill = (side: 'BUY' | 'SELL', tradeDate: string, quantityMicros: bigint, amountCents = 10_000n): BookFill => ({
  orderId: `${side}-${tradeDate}-${quantityMicros}`,
  side,
  tradeDate,
  quantityMicros,
  amountCents,
});

describe('entitledMicrosOn', () => {
  const exDate = '2026-12-21';

  it('counts shares bought before the ex-date and not those bought on it', () => {
    const fills = [fill('BUY', '2026-12-17', 2_000_000n), fill('BUY', exDate, 5_000_000n)];
    expect(entitledMicrosOn(fills, [], exDate)).toBe(2_000_000n);
  });

  it('keeps the entitlement of shares sold on the ex-date, not of shares sold before it', () => {
    const fills = [
      fill('BUY', '2026-12-10', 3_000_000n),
      fill('SELL', '2026-12-18', 1_000_000n),
      fill('SELL', exDate, 2_000_000n),
    ];
    expect(entitledMicrosOn(fills, [], exDate)).toBe(2_000_000n);
  });

  it('multiplies shares held across a split effective by the ex-date', () => {
    const fills = [fill('BUY', '2024-06-03', 1_500_000n)];
    expect(entitledMicrosOn(fills, [{ effectiveDate: '2024-06-10', ratio: 10 }], '2024-06-11')).toBe(15_000_000n);
    expect(entitledMicrosOn(fills, [{ effectiveDate: '2024-06-10', ratio: 10 }], '2024-06-07')).toBe(1_500_000n);
  });
});
