import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOnly } from './digits';

describe('digitsOnly', () => {
  it('keeps only the digits of phone and SSN text', () => {
    expect(digitsOnly('(555) 123-4567')).toBe('5551234567');
    expect(digitsOnly('123-45-6789')).toBe('123456789');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('12345', 3)).toBe('123');
  });

  it('does not keep non-ASCII digits, which the API would not read', () => {
    expect(digitsOnly('١٢٣4')).toBe('4');
  });

  it('keeps exactly the ASCII digits, in order, up to maxLength', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(30), (text, maxLength) => {
        const expected = [...text].filter((char) => char >= '0' && char <= '9').join('');
        expect(digitsOnly(text)).toBe(expected);
        expect(digitsOnly(text, maxLength)).toBe(expected.slice(0, maxLength));
      }),
    );
  });
});
