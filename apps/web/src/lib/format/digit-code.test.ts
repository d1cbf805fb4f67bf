import { describe, expect, it } from 'vitest';
import { digitCodePhrase } from './digit-code';

describe('digitCodePhrase', () => {
  it.each([
    [4, 'a 4-digit code'],
    [6, 'a 6-digit code'],
    [8, 'an 8-digit code'],
    [10, 'a 10-digit code'],
    [11, 'an 11-digit code'],
    [12, 'a 12-digit code'],
    [18, 'an 18-digit code'],
    [80, 'an 80-digit code'],
  ])('says %d as %j', (length, phrase) => {
    expect(digitCodePhrase(length)).toBe(phrase);
  });
});
