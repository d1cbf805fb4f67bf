import { describe, expect, it } from 'vitest';
import { optionalCents } from './search-cents';

describe('optionalCents', () => {
  it('reads a positive whole number of cents, as a number or text', () => {
    expect(optionalCents(2500)).toBe(2500);
    expect(optionalCents('2500')).toBe(2500);
  });

  it.each([0, -5, 12.5, '12.5', '', 'abc', null, undefined, Number.MAX_SAFE_INTEGER + 2])('refuses %j', (value) => {
    expect(optionalCents(value)).toBeUndefined();
  });
});
