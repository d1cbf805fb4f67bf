import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateCents } from './allocate-cents.ts';

describe('allocateCents (largest remainder)', () => {
  const total = fc.bigInt({ min: 0n, max: 10n ** 14n });
  const weights = fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 8 });

  it('gives parts that add up to the whole, each the floor or the floor plus one of its exact share', () => {
    fc.assert(
      fc.property(total, weights, (cents, ws) => {
        fc.pre(ws.some((w) => w > 0n));
        const sum = ws.reduce((a, w) => a + w, 0n);
        const parts = allocateCents(cents, ws);
        expect(parts.reduce((a, part) => a + part, 0n)).toBe(cents);
        parts.forEach((part, i) => {
          const floor = (cents * (ws[i] as bigint)) / sum;
          expect(part === floor || part === floor + 1n).toBe(true);
        });
      }),
    );
  });

  it('gives the leftover cents to the largest remainders, ties to the earlier part', () => {
    // 100 over 1:1:1 is 33.33 each: the one cent left goes to the first part.
    expect(allocateCents(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    // 10 over 3:3:4 is 3, 3, 4 exactly; 10 over 1:2 is 3.33 and 6.67: the second's remainder is larger.
    expect(allocateCents(10n, [3n, 3n, 4n])).toEqual([3n, 3n, 4n]);
    expect(allocateCents(10n, [1n, 2n])).toEqual([3n, 7n]);
  });

  it('refuses a negative total or weight, and a total over no weight', () => {
    expect(() => allocateCents(-1n, [1n])).toThrow(RangeError);
    expect(() => allocateCents(1n, [-1n, 2n])).toThrow(RangeError);
    expect(() => allocateCents(1n, [0n, 0n])).toThrow(RangeError);
    expect(allocateCents(0n, [0n, 0n])).toEqual([0n, 0n]);
  });
});
