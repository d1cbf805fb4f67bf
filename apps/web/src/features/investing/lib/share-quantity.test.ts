import { formatShareQuantity } from '@fernleaf/contract/quantity';
import { describe, expect, it } from 'vitest';
import { parseShareQuantity, sharesInWords } from './share-quantity';

describe('parseShareQuantity', () => {
  it.each([
    ['1.5', 1_500_000],
    ['0.000001', 1],
    ['.25', 250_000],
    ['2', 2_000_000],
    [' 1,000.1 ', 1_000_100_000],
    ['0.1', 100_000],
  ])('reads %s as %i millionths', (text, micros) => {
    expect(parseShareQuantity(text)).toEqual({ ok: true, micros });
  });

  it.each([
    ['', 'Enter a number of shares'],
    ['abc', 'Enter shares as a number, like 1.5'],
    ['.', 'Enter shares as a number, like 1.5'],
    ['-1', 'Enter shares as a number, like 1.5'],
    ['1.0000001', 'Enter shares to at most six decimals'],
    ['0', 'Enter a number of shares above zero'],
    ['12345678', 'Enter at most 1,000,000 shares'],
  ])('refuses %j', (text, message) => {
    expect(parseShareQuantity(text)).toEqual({ ok: false, message });
  });
});

describe('shares in words', () => {
  it('reads back what the contract writes', () => {
    for (const micros of [1, 999_999, 1_000_001, 123_456_789]) {
      expect(parseShareQuantity(formatShareQuantity(micros))).toEqual({ ok: true, micros });
    }
  });

  it('says share or shares', () => {
    expect(sharesInWords(1_000_000)).toBe('1 share');
    expect(sharesInWords(500_000)).toBe('0.5 shares');
  });
});
