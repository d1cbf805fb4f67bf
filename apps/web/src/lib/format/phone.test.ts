import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, toPhoneInputDigits } from './phone';

const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });
// Separators people and APIs put in phone numbers; no digits, so they never change the number.
const separator = fc.string({ unit: fc.constantFrom(' ', '(', ')', '-', '.', '+'), maxLength: 3 });

// Spreads separators between the digits of `digits`.
const decorated = (digits: string) =>
  fc
    .array(separator, { minLength: digits.length + 1, maxLength: digits.length + 1 })
    .map((separators) =>
      [...digits].reduce((text, digit, index) => text + digit + separators[index + 1], separators[0] ?? ''),
    );

describe('formatPhone', () => {
  it('shows the spec shape', () => {
    expect(formatPhone('1234567890')).toBe('(123) 456-7890');
    expect(formatPhone('123-456-7890')).toBe('(123) 456-7890');
    expect(formatPhone('+1 (123) 456-7890')).toBe('(123) 456-7890');
    expect(formatPhone('11234567890')).toBe('(123) 456-7890');
  });

  it('leaves a number already in that shape as it is', () => {
    expect(formatPhone('(123) 456-7890')).toBe('(123) 456-7890');
  });

  it('leaves a number it cannot shape unchanged', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('21234567890')).toBe('21234567890');
    expect(formatPhone('')).toBe('');
  });

  it('keeps the digits of any 10-digit number, however it was written', () => {
    fc.assert(
      fc.property(
        digitString(10, 10).chain((digits) => fc.tuple(fc.constant(digits), decorated(digits))),
        ([digits, text]) => {
          const shown = formatPhone(text);
          expect(shown).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
          expect(shown.replace(/\D/g, '')).toBe(digits);
        },
      ),
    );
  });

  it('drops only the US country code from 11-digit numbers', () => {
    fc.assert(
      fc.property(digitString(10, 10), (digits) => {
        expect(formatPhone(`+1 ${digits}`).replace(/\D/g, '')).toBe(digits);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(digitString(0, 14), fc.string()), (text) => {
        expect(formatPhone(formatPhone(text))).toBe(formatPhone(text));
      }),
    );
  });
});

describe('toPhoneInputDigits', () => {
  it('reduces input to the 10 national digits', () => {
    expect(toPhoneInputDigits('(555) 123-4567')).toBe('5551234567');
    expect(toPhoneInputDigits('+1 555 123 4567')).toBe('5551234567');
    expect(toPhoneInputDigits('555-12')).toBe('55512');
    expect(toPhoneInputDigits('1')).toBe('1');
  });

  it('keeps at most 10 digits and nothing else', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(toPhoneInputDigits(text)).toMatch(/^\d{0,10}$/);
      }),
    );
  });
});
