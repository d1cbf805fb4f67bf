import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOrdinal, ordinalSuffix } from './ordinal';

// CLDR's English ordinal rules, an independent statement of the same rule.
const pluralRules = new Intl.PluralRules('en-US', { type: 'ordinal' });
const suffixByCategory: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

describe('formatOrdinal', () => {
  it('uses st, nd, rd and th', () => {
    const expected = {
      0: '0th',
      1: '1st',
      2: '2nd',
      3: '3rd',
      4: '4th',
      11: '11th',
      12: '12th',
      13: '13th',
      21: '21st',
      22: '22nd',
      23: '23rd',
      101: '101st',
      111: '111th',
      112: '112th',
      1013: '1013th',
    };
    for (const [n, text] of Object.entries(expected)) expect(formatOrdinal(Number(n))).toBe(text);
  });

  it('has no ordinal for a fraction', () => {
    expect(() => ordinalSuffix(1.5)).toThrow(RangeError);
  });

  it('agrees with the CLDR English ordinal rules for every integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (n) => {
        expect(ordinalSuffix(n)).toBe(suffixByCategory[pluralRules.select(n)]);
        expect(formatOrdinal(n)).toBe(`${n}${ordinalSuffix(n)}`);
      }),
    );
  });
});
