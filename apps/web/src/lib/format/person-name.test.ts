import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPersonName } from './person-name';

describe('formatPersonName', () => {
  it('capitalizes the first letter of each part and lower-cases the rest', () => {
    expect(formatPersonName('jOHN')).toBe('John');
    expect(formatPersonName('mARY-jane  VAN der berg ')).toBe('Mary-Jane Van Der Berg');
    expect(formatPersonName("o'NEIL")).toBe("O'neil");
    expect(formatPersonName('élodie')).toBe('Élodie');
    expect(formatPersonName('   ')).toBe('');
  });

  it('puts exactly the first letter of every space- or hyphen-separated part in capitals', () => {
    const name = fc.string({ unit: fc.constantFrom(...'abcXYZ -'), maxLength: 20 });
    fc.assert(
      fc.property(name, (typed) => {
        const shown = formatPersonName(typed);
        expect(shown.toLowerCase()).toBe(typed.trim().replace(/\s+/g, ' ').toLowerCase());
        for (const part of shown.split(/[ -]/)) {
          if (part === '') continue;
          expect(part.charAt(0)).toBe(part.charAt(0).toUpperCase());
          expect(part.slice(1)).toBe(part.slice(1).toLowerCase());
        }
        expect(formatPersonName(shown)).toBe(shown);
      }),
    );
  });
});
