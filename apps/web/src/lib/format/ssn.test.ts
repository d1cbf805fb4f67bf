import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskSsn, toSsnInputDigits } from './ssn';

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

describe('maskSsn', () => {
  it('shows only the last 4 digits', () => {
    expect(maskSsn('123-45-6789')).toBe('•••-••-6789');
    expect(maskSsn('123456789')).toBe('•••-••-6789');
    expect(maskSsn('6789')).toBe('•••-••-6789');
    expect(maskSsn('789')).toBe('');
  });

  it('never reveals a digit other than the last four', () => {
    fc.assert(
      fc.property(digits(9), (ssn) => {
        const masked = maskSsn(ssn);
        expect(masked).toBe(`•••-••-${ssn.slice(5)}`);
        expect(masked.replace(/\D/g, '')).toBe(ssn.slice(5));
      }),
    );
  });
});

describe('toSsnInputDigits', () => {
  it('reduces input to at most 9 digits', () => {
    expect(toSsnInputDigits('123-45-6789')).toBe('123456789');
    expect(toSsnInputDigits('123 45 67890')).toBe('123456789');
  });

  it('keeps the first 9 digits, in order, whatever is around them', () => {
    fc.assert(
      fc.property(digits(9), fc.string({ unit: fc.constantFrom(' ', '-', '.') }), (ssn, noise) => {
        expect(toSsnInputDigits(`${noise}${ssn.slice(0, 3)}${noise}${ssn.slice(3)}${noise}4`)).toBe(ssn);
      }),
    );
  });
});
