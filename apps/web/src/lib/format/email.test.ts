import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailComparisonKey, isSameEmail, trimEmail } from './email';

describe('email', () => {
  it('strips surrounding whitespace and keeps case as typed', () => {
    expect(trimEmail('  Ana@Example.com \t\n')).toBe('Ana@Example.com');
  });

  it('compares lower-cased and trimmed', () => {
    expect(emailComparisonKey(' Ana@Example.COM ')).toBe('ana@example.com');
    expect(isSameEmail('Ana@Example.com ', 'ana@example.com')).toBe(true);
    expect(isSameEmail('ana@example.com', 'anna@example.com')).toBe(false);
  });

  it('treats case and surrounding whitespace as the same address, and nothing else', () => {
    const local = fc.string({ unit: fc.constantFrom(...'abcdefgABCDEFG.1'), minLength: 1, maxLength: 8 });
    const space = fc.string({ unit: fc.constantFrom(' ', '\t', '\n') });
    fc.assert(
      fc.property(local, local, space, space, (a, b, before, after) => {
        const typed = `${before}${a.toUpperCase()}@Example.com${after}`;
        expect(isSameEmail(typed, `${a}@example.com`)).toBe(true);
        expect(isSameEmail(typed, `${b}@example.com`)).toBe(a.toLowerCase() === b.toLowerCase());
      }),
    );
  });
});
