import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CITY_MAX_LENGTH, citySchema, isValidCity } from './city';

const isLetter = (char: string) => /^[A-Za-z]$/.test(char);

// The rule spelled out: 1 to 22 letters, spaces and hyphens, the first a letter.
function isCityByHand(text: string): boolean {
  const chars = [...text];
  return (
    chars.length >= 1 &&
    chars.length <= CITY_MAX_LENGTH &&
    isLetter(chars[0] ?? '') &&
    chars.every((char) => isLetter(char) || char === ' ' || char === '-')
  );
}

describe('isValidCity', () => {
  it('takes letters, spaces and hyphens, 1 to 22 characters', () => {
    expect(CITY_MAX_LENGTH).toBe(22);
    expect(isValidCity('San Francisco')).toBe(true);
    expect(isValidCity('Winston-Salem')).toBe(true);
    expect(isValidCity('A')).toBe(true);
    expect(isValidCity('A'.repeat(22))).toBe(true);
    expect(isValidCity('A'.repeat(23))).toBe(false);
    expect(isValidCity('')).toBe(false);
    expect(isValidCity('St. Louis')).toBe(false);
    expect(isValidCity("Coeur d'Alene")).toBe(false);
    expect(isValidCity('Area 51')).toBe(false);
    expect(isValidCity('   ')).toBe(false);
    expect(isValidCity('-')).toBe(false);
  });

  it('accepts exactly the strings the rule allows', () => {
    const cityLike = fc.string({ unit: fc.constantFrom(..."abXY -.1'é"), maxLength: 26 });
    fc.assert(
      fc.property(cityLike, (text) => {
        expect(isValidCity(text)).toBe(isCityByHand(text));
      }),
    );
  });

  it('accepts every letter-led name of letters, spaces and hyphens up to 22 characters', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'abcXYZ'), minLength: 1, maxLength: 1 });
    const rest = fc.string({ unit: fc.constantFrom(...'abcXYZ -'), maxLength: CITY_MAX_LENGTH - 1 });
    fc.assert(
      fc.property(letters, rest, (first, others) => {
        expect(isValidCity(first + others)).toBe(true);
        expect(isValidCity(first + others + 'a'.repeat(CITY_MAX_LENGTH - others.length))).toBe(false);
      }),
    );
  });
});

describe('citySchema', () => {
  it('trims, then gives a message per problem', () => {
    expect(citySchema.parse('  Boise ')).toBe('Boise');
    expect(citySchema.safeParse('').error?.issues[0]?.message).toBe('Enter a city');
    expect(citySchema.safeParse('A'.repeat(23)).error?.issues[0]?.message).toBe('A city has at most 22 characters');
    expect(citySchema.safeParse('St. Louis').error?.issues[0]?.message).toBe(
      'A city has only letters, spaces and hyphens',
    );
  });
});
