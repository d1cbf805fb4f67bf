import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuantity, formatShareQuantity, MICROS_PER_SHARE, SHARE_DECIMALS } from './quantity.ts';

// The runtime's own en-US decimal of the exact quantity the units spell, read as a decimal string
// ('1500000e-6'), not through a float: the one rule is the one Intl writes.
function intlQuantity(units: bigint, decimals: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals }).format(
    `${units}e-${decimals}` as Intl.StringNumericLiteral,
  );
}

describe('formatShareQuantity', () => {
  it.each([
    [1_500_000, '1.5'],
    [1, '0.000001'],
    [12_000_000, '12'],
    [1_234_567_000_000, '1,234,567'],
    [-250_000, '-0.25'],
    [0, '0'],
  ])('writes %i millionths as %s, exactly', (micros, text) => {
    expect(formatShareQuantity(micros)).toBe(text);
  });

  it('reads the same from a bigint, as the server holds holdings', () => {
    expect(formatShareQuantity(1_500_000n)).toBe('1.5');
    expect(formatShareQuantity(-229_293n)).toBe('-0.229293');
  });

  it('refuses what is not a whole number of millionths', () => {
    expect(() => formatShareQuantity(0.5)).toThrow(RangeError);
    expect(() => formatShareQuantity(2 ** 53)).toThrow(RangeError);
  });

  it('shows every millionth held, so the shares shown times the price give the value shown', () => {
    // 229,293 millionths of AAPL at $454.34: 0.229293 x 454.34 = 104.1780 -> $104.18, while three
    // decimals (0.229 x 454.34 = 104.04) do not multiply out.
    expect(formatShareQuantity(229_293)).toBe('0.229293');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (micros) => {
        const shown = formatShareQuantity(micros).replaceAll(',', '');
        const [whole = '', fraction = ''] = shown.split('.');
        expect(Number(whole) * MICROS_PER_SHARE + Number(fraction.padEnd(SHARE_DECIMALS, '0'))).toBe(micros);
      }),
    );
  });
});

describe('formatQuantity', () => {
  it('writes a coin in its smallest units by the same rule (worked examples)', () => {
    expect(formatQuantity(150_000_000n, 8)).toBe('1.5');
    expect(formatQuantity(1, 8)).toBe('0.00000001');
    expect(formatQuantity(2_100_000_000_000_000n, 8)).toBe('21,000,000');
    expect(formatQuantity(1_000_000_000_000_000_001n, 18)).toBe('1.000000000000000001');
    expect(formatQuantity(42, 0)).toBe('42');
  });

  it('is what Intl.NumberFormat writes with maximumFractionDigits at the unit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        (units, decimals) => {
          expect(formatQuantity(units, decimals)).toBe(intlQuantity(units, decimals));
        },
      ),
    );
  });

  it('refuses decimals it cannot mean', () => {
    expect(() => formatQuantity(1, -1)).toThrow(RangeError);
    expect(() => formatQuantity(1, 1.5)).toThrow(RangeError);
  });
});
