// The books' rules: FIFO lots, realised gains from the lots a sale consumed, splits on the lots held
// before them, and the conservation laws the ledger relies on, over random histories.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BookFill,
  heldMicros,
  lotsAtPrice,
  microsForCents,
  OversoldError,
  replayBooks,
  takeFifo,
  valueCents,
} from './books.ts';

const share = 1_000_000n;
const buy = (orderId: string, tradeDate: string, quantityMicros: bigint, amountCents: bigint): BookFill => ({
  orderId,
  side: 'BUY',
  tradeDate,
  quantityMicros,
  amountCents,
});
const sell = (orderId: string, tradeDate: string, quantityMicros: bigint, amountCents: bigint): BookFill => ({
  ...buy(orderId, tradeDate, quantityMicros, amountCents),
  side: 'SELL',
});
const nvdaSplit = [{ effectiveDate: '2024-06-10', ratio: 10 }];

describe('tax lots', () => {
  it('opens one lot per buy fill and sells the oldest first', () => {
    const books = replayBooks(
      [
        buy('b1', '2024-03-01', 2n * share, 20_000n),
        buy('b2', '2024-03-04', 1n * share, 15_000n),
        sell('s1', '2024-03-05', 2_500_000n, 40_000n),
      ],
      [],
      '2024-03-05',
    );
    expect(books.lots).toEqual([
      { orderId: 'b2', acquiredOn: '2024-03-04', quantityMicros: 500_000n, costCents: 7_500n },
    ]);
    expect(books.sales).toEqual([
      {
        orderId: 's1',
        soldOn: '2024-03-05',
        quantityMicros: 2_500_000n,
        proceedsCents: 40_000n,
        costCents: 27_500n,
        realisedCents: 12_500n,
        lots: [
          { orderId: 'b1', acquiredOn: '2024-03-01', quantityMicros: 2n * share, costCents: 20_000n },
          { orderId: 'b2', acquiredOn: '2024-03-04', quantityMicros: 500_000n, costCents: 7_500n },
        ],
      },
    ]);
  });

  it('gives up a part lot cost to the nearest cent and keeps the rest, so nothing is lost', () => {
    const { consumed, remaining } = takeFifo(
      [{ orderId: 'b1', acquiredOn: '2024-01-02', quantityMicros: 3n * share, costCents: 10_000n }],
      1n * share,
    );
    expect(consumed[0]?.costCents).toBe(3_333n);
    expect(remaining[0]?.costCents).toBe(6_667n);
  });

  it('books the worked example of issue 25: a part of a lot costs its nearest cent, not its cent rounded down', () => {
    // Buy VTI for $300.00 on 2026-12-04 (0.635310 shares) and for $200.00 on 2026-12-07 (0.424475
    // shares); sell 0.847547 shares on 2026-12-08 at $465.03.
    // Proceeds: 0.847547 × $465.03 = $394.13478141, $394.13 to the cent.
    // FIFO takes all of lot 1 (0.635310 shares, $300.00) and 0.847547 − 0.635310 = 0.212237 of lot 2's
    // 0.424475 shares, whose exact cost is $200.00 × 0.212237 / 0.424475 = $99.99976..., so $100.00;
    // the 0.212238 shares kept cost $200.00 × 0.212238 / 0.424475 = $100.00023..., so $100.00, and the
    // two parts add up to the $200.00 paid. Cost sold $400.00; gain $394.13 − $400.00 = −$5.87.
    const books = replayBooks(
      [
        buy('b1', '2026-12-04', 635_310n, 30_000n),
        buy('b2', '2026-12-07', 424_475n, 20_000n),
        sell('s1', '2026-12-08', 847_547n, valueCents(847_547n, 46_503n)),
      ],
      [],
      '2026-12-08',
    );
    expect(books.sales[0]?.proceedsCents).toBe(39_413n);
    expect(books.sales[0]?.lots).toEqual([
      { orderId: 'b1', acquiredOn: '2026-12-04', quantityMicros: 635_310n, costCents: 30_000n },
      { orderId: 'b2', acquiredOn: '2026-12-07', quantityMicros: 212_237n, costCents: 10_000n },
    ]);
    expect(books.sales[0]?.costCents).toBe(40_000n);
    expect(books.sales[0]?.realisedCents).toBe(-587n);
    expect(books.lots).toEqual([
      { orderId: 'b2', acquiredOn: '2026-12-07', quantityMicros: 212_238n, costCents: 10_000n },
    ]);
  });

  it('splits every lot so the parts sold and the part kept add up to its cost, each the nearest cent of its share', () => {
    // Random lots sold in random pieces: whatever the history, each lot's cost is conserved exactly,
    // and each sale's part of a lot is the nearest cent of the cost still on the lot in proportion to
    // the shares taken (with two parts, largest remainder is rounding to the nearest).
    const lot = fc.record({
      quantityMicros: fc.bigInt({ min: 1n, max: 50_000_000n }),
      costCents: fc.bigInt({ min: 0n, max: 10_000_000n }),
    });
    fc.assert(
      fc.property(
        fc.array(lot, { minLength: 1, maxLength: 5 }),
        fc.array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (bought, pieces) => {
          let lots = bought.map((item, i) => ({ orderId: `b${i}`, acquiredOn: '2026-12-04', ...item }));
          const sold = new Map<string, bigint>();
          for (const piece of pieces) {
            const held = heldMicros(lots);
            if (held === 0n) break;
            const take = BigInt(Math.max(1, Math.floor(Number(held) * piece)));
            const before = new Map(lots.map((l) => [l.orderId, l]));
            const { consumed, remaining } = takeFifo(lots, take);
            expect(consumed.reduce((sum, part) => sum + part.quantityMicros, 0n)).toBe(take);
            for (const part of consumed) {
              const whole = before.get(part.orderId) as (typeof lots)[number];
              // The nearest cent of cost × taken / quantity, a half cent going to the part sold.
              const nearest =
                (2n * whole.costCents * part.quantityMicros + whole.quantityMicros) / (2n * whole.quantityMicros);
              expect(part.costCents).toBe(nearest);
              sold.set(part.orderId, (sold.get(part.orderId) ?? 0n) + part.costCents);
            }
            lots = remaining;
          }
          for (const [i, item] of bought.entries()) {
            const kept = lots.find((l) => l.orderId === `b${i}`)?.costCents ?? 0n;
            expect((sold.get(`b${i}`) ?? 0n) + kept).toBe(item.costCents);
          }
        },
      ),
    );
  });

  it('refuses to sell more than is held', () => {
    expect(() =>
      replayBooks([buy('b1', '2024-01-02', share, 100n), sell('s1', '2024-01-03', share + 1n, 100n)], [], '2024-01-03'),
    ).toThrow(OversoldError);
  });
});

describe('the NVDA 10-for-1 split', () => {
  it('multiplies lots bought before 2024-06-10 by ten and keeps their cost', () => {
    const fills = [buy('b1', '2024-06-07', 1_500_000n, 180_000n)];
    expect(replayBooks(fills, nvdaSplit, '2024-06-07').lots[0]?.quantityMicros).toBe(1_500_000n);
    expect(replayBooks(fills, nvdaSplit, '2024-06-10').lots[0]).toEqual({
      orderId: 'b1',
      acquiredOn: '2024-06-07',
      quantityMicros: 15_000_000n,
      costCents: 180_000n,
    });
  });

  it('leaves lots bought on or after the split day alone and sells post-split shares FIFO', () => {
    const books = replayBooks(
      [
        buy('b1', '2024-06-07', 1n * share, 120_000n),
        buy('b2', '2024-06-10', 5n * share, 60_000n),
        sell('s1', '2024-06-11', 12n * share, 150_000n),
      ],
      nvdaSplit,
      '2024-06-11',
    );
    expect(books.sales[0]?.lots).toEqual([
      { orderId: 'b1', acquiredOn: '2024-06-07', quantityMicros: 10n * share, costCents: 120_000n },
      { orderId: 'b2', acquiredOn: '2024-06-10', quantityMicros: 2n * share, costCents: 24_000n },
    ]);
    expect(books.sales[0]?.realisedCents).toBe(6_000n);
    expect(books.lots).toEqual([
      { orderId: 'b2', acquiredOn: '2024-06-10', quantityMicros: 3n * share, costCents: 36_000n },
    ]);
  });
});

describe('amounts', () => {
  it('buys whole millionths for a dollar amount, never more than paid for', () => {
    expect(microsForCents(10_000n, 18_734n)).toBe(533_788n);
    expect(valueCents(533_788n, 18_734n)).toBeLessThanOrEqual(10_000n);
  });

  it('values shares to the nearest cent and measures unrealised gain against cost', () => {
    expect(valueCents(1_500_000n, 333n)).toBe(500n);
    expect(valueCents(1_000_000n, 12_345n)).toBe(12_345n);
    const [lot] = lotsAtPrice(
      [{ orderId: 'b1', acquiredOn: '2024-01-02', quantityMicros: 2n * share, costCents: 20_000n }],
      9_000n,
    );
    expect(lot).toMatchObject({ marketValueCents: 18_000n, unrealisedCents: -2_000n });
  });
});

/** A random history: buys, and sells of at most what is held, over dates around the split. */
const history = fc
  .array(
    fc.record({
      day: fc.integer({ min: 3, max: 14 }),
      buy: fc.boolean(),
      quantity: fc.bigInt({ min: 1n, max: 50n * share }),
      cents: fc.bigInt({ min: 1n, max: 5_000_000n }),
    }),
    { minLength: 1, maxLength: 30 },
  )
  .map((steps) => {
    const sorted = [...steps].sort((a, b) => a.day - b.day);
    const fills: BookFill[] = [];
    for (const [index, step] of sorted.entries()) {
      const tradeDate = `2024-06-${String(step.day).padStart(2, '0')}`;
      if (step.buy) {
        fills.push(buy(`o${index}`, tradeDate, step.quantity, step.cents));
        continue;
      }
      const held = heldMicros(replayBooks(fills, nvdaSplit, tradeDate).lots);
      if (held === 0n) continue;
      fills.push(sell(`o${index}`, tradeDate, 1n + (step.quantity % held), step.cents));
    }
    return fills;
  });

describe('laws over random histories', () => {
  it('never holds a negative or empty lot, and keeps lots in the order they were bought', () => {
    fc.assert(
      fc.property(history, (fills) => {
        const { lots } = replayBooks(fills, nvdaSplit, '2024-06-14');
        for (const lot of lots) {
          expect(lot.quantityMicros).toBeGreaterThan(0n);
          expect(lot.costCents).toBeGreaterThanOrEqual(0n);
        }
        const order = fills.filter((fill) => fill.side === 'BUY').map((fill) => fill.orderId);
        const positions = lots.map((lot) => order.indexOf(lot.orderId));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it('conserves cost: what sales consumed and what lots hold add up to what buys paid, split or not', () => {
    fc.assert(
      fc.property(history, (fills) => {
        const { lots, sales } = replayBooks(fills, nvdaSplit, '2024-06-14');
        const paid = fills.filter((fill) => fill.side === 'BUY').reduce((sum, fill) => sum + fill.amountCents, 0n);
        const held = lots.reduce((sum, lot) => sum + lot.costCents, 0n);
        const sold = sales.reduce((sum, sale) => sum + sale.costCents, 0n);
        expect(held + sold).toBe(paid);
      }),
    );
  });

  it('a split multiplies what is held by its ratio and leaves cost unchanged', () => {
    fc.assert(
      fc.property(history, (fills) => {
        const before = fills.filter((fill) => fill.tradeDate < '2024-06-10');
        const unsplit = replayBooks(before, nvdaSplit, '2024-06-07');
        const split = replayBooks(before, nvdaSplit, '2024-06-10');
        expect(heldMicros(split.lots)).toBe(heldMicros(unsplit.lots) * 10n);
        expect(split.lots.map((lot) => lot.costCents)).toEqual(unsplit.lots.map((lot) => lot.costCents));
      }),
    );
  });

  it('each sale consumes exactly its quantity, realised gain being proceeds less consumed cost', () => {
    fc.assert(
      fc.property(history, (fills) => {
        for (const sale of replayBooks(fills, nvdaSplit, '2024-06-14').sales) {
          expect(sale.lots.reduce((sum, lot) => sum + lot.quantityMicros, 0n)).toBe(sale.quantityMicros);
          expect(sale.realisedCents).toBe(sale.proceedsCents - sale.costCents);
        }
      }),
    );
  });
});
