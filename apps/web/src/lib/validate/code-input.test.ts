import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampCodeLength, isBlockedCodeKey, MAX_CODE_CELLS, sanitizeCode, toCodeCells } from './code-input';

describe('isBlockedCodeKey', () => {
  it('blocks e, minus and plus, which a numeric input would let through', () => {
    for (const key of ['e', 'E', '-', '+']) expect(isBlockedCodeKey(key)).toBe(true);
    for (const key of ['0', '9', 'Backspace', 'ArrowLeft', 'Tab', 'Enter', 'v'])
      expect(isBlockedCodeKey(key)).toBe(false);
  });
});

describe('clampCodeLength', () => {
  it('shows from 1 to 10 cells', () => {
    expect(MAX_CODE_CELLS).toBe(10);
    expect(clampCodeLength(6)).toBe(6);
    expect(clampCodeLength(15)).toBe(10);
    expect(clampCodeLength(0)).toBe(1);
    expect(clampCodeLength(4.7)).toBe(4);
    expect(clampCodeLength(Number.POSITIVE_INFINITY)).toBe(10);
    expect(() => clampCodeLength(Number.NaN)).toThrow(RangeError);
  });

  it('keeps lengths from 1 to 10 and clamps any other to the nearest bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (length) => {
        expect(clampCodeLength(length)).toBe(length < 1 ? 1 : length > 10 ? 10 : length);
      }),
    );
  });
});

describe('sanitizeCode', () => {
  it('reduces pasted text to digits cut to the code length', () => {
    expect(sanitizeCode('12-34 56', 4)).toBe('1234');
    expect(sanitizeCode('Your code is 482913.', 6)).toBe('482913');
    expect(sanitizeCode('1e5', 6)).toBe('15');
    expect(sanitizeCode('123456789012345', 20)).toBe('1234567890');
  });

  it('keeps the leading digits of any text, no more than the cells', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 12 }), (text, length) => {
        const digits = [...text].filter((char) => char >= '0' && char <= '9').join('');
        expect(sanitizeCode(text, length)).toBe(digits.slice(0, Math.min(length, MAX_CODE_CELLS)));
      }),
    );
  });
});

describe('toCodeCells', () => {
  it('spreads the code over its cells, empty where not typed yet', () => {
    expect(toCodeCells('12', 4)).toEqual(['1', '2', '', '']);
    expect(toCodeCells('1a2b3', 3)).toEqual(['1', '2', '3']);
  });

  it('has one cell per digit place, and the cells join back to the code', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 12 }), (text, length) => {
        const cells = toCodeCells(text, length);
        expect(cells).toHaveLength(clampCodeLength(length));
        expect(cells.join('')).toBe(sanitizeCode(text, length));
        for (const cell of cells) expect(cell).toMatch(/^\d?$/);
      }),
    );
  });
});
