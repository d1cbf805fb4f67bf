import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardTypeFromNumber, formatCardExpiry } from './card';

const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

describe('formatCardExpiry', () => {
  it('shows two digits, a slash and the rest', () => {
    expect(formatCardExpiry('1228')).toBe('12/28');
    expect(formatCardExpiry('12/28')).toBe('12/28');
    expect(formatCardExpiry('122028')).toBe('12/2028');
    expect(formatCardExpiry('123')).toBe('12/3');
    expect(formatCardExpiry('12')).toBe('12');
    expect(formatCardExpiry('1')).toBe('1');
    expect(formatCardExpiry('')).toBe('');
    expect(formatCardExpiry('12202899')).toBe('12/2028');
  });

  it('keeps the first 6 digits in order, with the slash after the second when there are more', () => {
    fc.assert(
      fc.property(digits(0, 10), (typed) => {
        const shown = formatCardExpiry(typed);
        const kept = typed.slice(0, 6);
        expect(shown.replace('/', '')).toBe(kept);
        expect(shown.includes('/')).toBe(kept.length > 2);
        if (kept.length > 2) expect(shown.indexOf('/')).toBe(2);
        expect(formatCardExpiry(shown)).toBe(shown);
      }),
    );
  });
});

describe('cardTypeFromNumber', () => {
  it('treats numbers starting 34 or 37 as one type', () => {
    expect(cardTypeFromNumber('3782 822463 10005')).toBe('amex');
    expect(cardTypeFromNumber('341111111111111')).toBe('amex');
    expect(cardTypeFromNumber('35')).toBe('unknown');
    expect(cardTypeFromNumber('3')).toBe('unknown');
  });

  it('reads the other common prefixes', () => {
    expect(cardTypeFromNumber('4111 1111 1111 1111')).toBe('visa');
    expect(cardTypeFromNumber('5500 0000 0000 0004')).toBe('mastercard');
    expect(cardTypeFromNumber('2221000000000009')).toBe('mastercard');
    expect(cardTypeFromNumber('2720990000000000')).toBe('mastercard');
    expect(cardTypeFromNumber('2721000000000000')).toBe('unknown');
    expect(cardTypeFromNumber('6011000990139424')).toBe('discover');
    expect(cardTypeFromNumber('6445000000000000')).toBe('discover');
    expect(cardTypeFromNumber('6500000000000002')).toBe('discover');
    expect(cardTypeFromNumber('')).toBe('unknown');
  });

  it('gives every number starting 34 or 37 the amex type, and no other number', () => {
    fc.assert(
      fc.property(digits(0, 17), (number) => {
        const isAmex = number.startsWith('34') || number.startsWith('37');
        expect(cardTypeFromNumber(number) === 'amex').toBe(isAmex);
      }),
    );
  });
});
