import { describe, expect, it } from 'vitest';
import { readAdvanceAmount } from './advance-amount';

describe('readAdvanceAmount', () => {
  it('accepts a whole step within what is available', () => {
    expect(readAdvanceAmount('50', 10000)).toEqual({ ok: true, cents: 5000 });
    expect(readAdvanceAmount('$100', 10000)).toEqual({ ok: true, cents: 10000 });
    expect(readAdvanceAmount('10', 10000)).toEqual({ ok: true, cents: 1000 });
  });

  it.each([
    ['5', 'The smallest advance is $10'],
    ['12', 'Choose an amount in steps of $5'],
    ['12.50', 'Choose an amount in steps of $5'],
    ['105', 'That is more than you have available'],
    ['', 'Enter an amount'],
    ['ten', 'Enter an amount in dollars, like 50'],
  ])('refuses %j with the contract rule: %s', (typed, message) => {
    expect(readAdvanceAmount(typed, 10000)).toEqual({ ok: false, message });
  });
});
