import { describe, expect, it } from 'vitest';
import { readDollars } from './dollars';

describe('readDollars', () => {
  it.each([
    ['50', 5000],
    ['$75', 7500],
    ['1,000', 100000],
    ['12.5', 1250],
    ['19.99', 1999],
    ['  $ 20.00 ', 2000],
  ])('reads %s as %d cents', (typed, cents) => {
    expect(readDollars(typed)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'Enter an amount'],
    ['   ', 'Enter an amount'],
    ['-5', 'Enter an amount above zero'],
    ['12.345', 'Enter an amount in dollars, like 50'],
    ['abc', 'Enter an amount in dollars, like 50'],
    ['$', 'Enter an amount in dollars, like 50'],
    ['1,00', 'Enter an amount in dollars, like 50'],
  ])('refuses %j: %s', (typed, message) => {
    expect(readDollars(typed)).toEqual({ ok: false, message });
  });
});
