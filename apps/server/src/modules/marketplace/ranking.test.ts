import { describe, expect, it } from 'vitest';
import {
  atLeastTenPercentLess,
  costStandsOut,
  fitThenCostStandsOut,
  type Ranked,
  rankByKeys,
  resultKindOf,
} from './ranking.ts';

const entry = (productId: string, ...keys: number[]): Ranked<string> => ({ item: productId, productId, keys });

describe('rankByKeys', () => {
  it('orders by the first key, then the next, lowest first', () => {
    const ranked = rankByKeys([entry('a', 2, 1), entry('b', 1, 9), entry('c', 2, 0)]);
    expect(ranked.map((ranking) => ranking.item)).toEqual(['b', 'c', 'a']);
  });

  it('breaks full ties by product id, whatever order they came in', () => {
    expect(rankByKeys([entry('zeta', 1), entry('alpha', 1)]).map((ranking) => ranking.item)).toEqual(['alpha', 'zeta']);
    expect(rankByKeys([entry('alpha', 1), entry('zeta', 1)]).map((ranking) => ranking.item)).toEqual(['alpha', 'zeta']);
  });

  it('leaves its input as it was', () => {
    const input = [entry('b', 2), entry('a', 1)];
    rankByKeys(input);
    expect(input.map((ranking) => ranking.item)).toEqual(['b', 'a']);
  });
});

describe('atLeastTenPercentLess', () => {
  it.each([
    [900, 1000, true],
    [901, 1000, false],
    [0, 1, true],
    [0, 0, false],
    [1000, 900, false],
  ])('%d against %d: %s', (first, second, expected) => {
    expect(atLeastTenPercentLess(first, second)).toBe(expected);
  });
});

describe('resultKindOf', () => {
  it('is NONE without offers and MATCHES with exactly one: a lone offer stands out from nothing', () => {
    expect(resultKindOf([], costStandsOut)).toBe('NONE');
    expect(resultKindOf([entry('a', 5000)], costStandsOut)).toBe('MATCHES');
  });

  it('is STANDOUT when the first costs at least 10% less than the second, MATCHES otherwise', () => {
    expect(resultKindOf([entry('a', 9000), entry('b', 10_000), entry('c', 10_001)], costStandsOut)).toBe('STANDOUT');
    expect(resultKindOf([entry('a', 9001), entry('b', 10_000)], costStandsOut)).toBe('MATCHES');
    // Only the cost decides; a later key cannot make the first stand out.
    expect(resultKindOf([entry('a', 10_000, 1), entry('b', 10_000, 900)], costStandsOut)).toBe('MATCHES');
  });
});

describe('fitThenCostStandsOut', () => {
  it('lets a better fit stand out by itself', () => {
    expect(fitThenCostStandsOut([0, 3000, 9500], [1, 1000, 0])).toBe(true);
  });

  it('with the same fit, needs the first key that differs to be at least 10% less', () => {
    expect(fitThenCostStandsOut([0, 1800, 0], [0, 2000, 0])).toBe(true);
    expect(fitThenCostStandsOut([0, 1900, 0], [0, 2000, 0])).toBe(false);
    expect(fitThenCostStandsOut([0, 2000, 0], [0, 2000, 3900])).toBe(true);
    expect(fitThenCostStandsOut([0, 2000, 9000], [0, 2000, 9500])).toBe(false);
  });

  it('does not stand out from an equal offer', () => {
    expect(fitThenCostStandsOut([0, 2000, 0], [0, 2000, 0])).toBe(false);
  });
});
