import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateCents } from './allocate-cents.ts';

describe('allocateCents', () => {
  it('splits exactly, each part within a cent of its proportional share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc
          .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 60 })
          .filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocateCents(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const weightSum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, index) => {
            expect(Number.isInteger(part)).toBe(true);
            const exact = (total * (weights[index] ?? 0)) / weightSum;
            expect(Math.abs(part - exact)).toBeLessThan(1.000001);
          });
        },
      ),
    );
  });

  it('refuses fractions of a cent and negative inputs', () => {
    expect(() => allocateCents(10.5, [1])).toThrow(RangeError);
    expect(() => allocateCents(-1, [1])).toThrow(RangeError);
    expect(() => allocateCents(10, [1.5])).toThrow(RangeError);
    expect(() => allocateCents(10, [0, 0])).toThrow(RangeError);
    expect(allocateCents(0, [0, 0])).toEqual([0, 0]);
  });
});
