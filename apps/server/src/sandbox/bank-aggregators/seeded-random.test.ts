import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hash32, seededRandom } from './seeded-random.ts';

describe('seeded random', () => {
  it('gives the same stream for the same seed and another for another seed', () => {
    const draw = (...seed: string[]) => {
      const random = seededRandom(...seed);
      return Array.from({ length: 8 }, () => random.next());
    };
    expect(draw('acc_1', '2025-01-01')).toEqual(draw('acc_1', '2025-01-01'));
    expect(draw('acc_1', '2025-01-01')).not.toEqual(draw('acc_1', '2025-01-02'));
    // Seed parts are kept apart, so ("a", "bc") is not ("ab", "c").
    expect(draw('a', 'bc')).not.toEqual(draw('ab', 'c'));
  });

  it('keeps numbers in range', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (seed, min, span) => {
          const random = seededRandom(seed);
          const value = random.next();
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
          const int = random.int(min, min + span);
          expect(Number.isInteger(int) && int >= min && int <= min + span).toBe(true);
        },
      ),
    );
  });

  it('samples distinct items', () => {
    const picked = seededRandom('sample').sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(picked).size).toBe(3);
    expect(() => seededRandom('x').pick([])).toThrow(RangeError);
  });

  it('hashes to unsigned 32-bit integers', () => {
    expect(hash32('')).toBe(hash32(''));
    fc.assert(
      fc.property(fc.string(), (text) => Number.isInteger(hash32(text)) && hash32(text) >= 0 && hash32(text) < 2 ** 32),
    );
  });
});
