import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidZip, zipSchema } from './zip';

const isDigit = (char: string) => char >= '0' && char <= '9';

// The rule spelled out character by character, independent of the pattern.
function isZipByHand(text: string): boolean {
  const chars = [...text];
  if (chars.length === 5) return chars.every(isDigit);
  if (chars.length === 10) return chars.every((char, index) => (index === 5 ? char === '-' : isDigit(char)));
  return false;
}

describe('isValidZip', () => {
  it('accepts five digits with an optional four-digit extension', () => {
    expect(isValidZip('12345')).toBe(true);
    expect(isValidZip('12345-6789')).toBe(true);
    for (const zip of [
      '1234',
      '123456',
      '123456789',
      '1234-56789',
      '12345-678',
      '12345-67890',
      '12345 6789',
      '1234a',
      ' 12345',
      '',
    ]) {
      expect(isValidZip(zip)).toBe(false);
    }
  });

  it('accepts exactly the strings of the ZIP pattern', () => {
    // Mostly digits, so near misses (4, 6, 9 or 11 digits, a misplaced dash) come up often.
    const zipLike = fc.string({
      unit: fc.oneof({ arbitrary: fc.constantFrom(...'0123456789'), weight: 8 }, fc.constantFrom('-', 'a', ' ')),
      maxLength: 12,
    });
    fc.assert(
      fc.property(zipLike, (text) => {
        expect(isValidZip(text)).toBe(isZipByHand(text));
      }),
    );
  });

  it('accepts every ZIP and ZIP+4', () => {
    const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
    fc.assert(
      fc.property(digits(5), fc.option(digits(4)), (zip, extension) => {
        expect(isValidZip(extension === null ? zip : `${zip}-${extension}`)).toBe(true);
      }),
    );
  });
});

describe('zipSchema', () => {
  it('trims before checking', () => {
    expect(zipSchema.parse(' 12345 ')).toBe('12345');
    expect(zipSchema.safeParse('1234').success).toBe(false);
  });
});
