import { usStateCodes } from '@fernleaf/contract/address';
import { describe, expect, it } from 'vitest';
import { zipMatchesState, zipPrefixRanges } from './zip-ranges.ts';

describe('zipMatchesState', () => {
  it('has ranges for every state and DC, none claimed by two states', () => {
    expect(Object.keys(zipPrefixRanges).sort()).toEqual([...usStateCodes].sort());
    const owner = new Map<number, string>();
    for (const [state, ranges] of Object.entries(zipPrefixRanges)) {
      for (const [first, last] of ranges) {
        expect(first).toBeLessThanOrEqual(last);
        for (let prefix = first; prefix <= last; prefix++) {
          expect(owner.get(prefix), `${prefix} in ${state}`).toBeUndefined();
          owner.set(prefix, state);
        }
      }
    }
  });

  it.each([
    ['19103', 'PA', true],
    ['19103-1234', 'PA', true],
    ['10001', 'NY', true],
    ['02108', 'MA', true],
    ['20500', 'DC', true],
    ['99501', 'AK', true],
    ['19103', 'NJ', false],
    ['00000', 'NY', false],
    ['90210', 'TX', false],
  ] as const)('%s in %s: %s', (zip, state, expected) => {
    expect(zipMatchesState(zip, state)).toBe(expected);
  });
});
