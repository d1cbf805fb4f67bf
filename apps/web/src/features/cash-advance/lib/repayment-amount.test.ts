import { describe, expect, it } from 'vitest';
import { readRepaymentAmount, sourceCovers } from './repayment-amount';

describe('readRepaymentAmount', () => {
  it('reads a part of what is owed', () => {
    expect(readRepaymentAmount('25', { owed: 10799, available: 50000 })).toEqual({ ok: true, cents: 2500 });
    expect(readRepaymentAmount('107.99', { owed: 10799, available: null })).toEqual({ ok: true, cents: 10799 });
  });

  it.each([
    ['0', 'Enter an amount above zero'],
    ['', 'Enter an amount'],
    ['108', 'You owe $107.99. Enter that amount or less.'],
    ['60', 'That account has $50.00 available. Enter that amount or less.'],
  ])('refuses %j: %s', (typed, message) => {
    expect(readRepaymentAmount(typed, { owed: 10799, available: 5000 })).toEqual({ ok: false, message });
  });
});

describe('sourceCovers', () => {
  it('lets a card pay anything and an account up to its balance', () => {
    expect(sourceCovers({ available: null, usable: true }, 10000)).toBe(true);
    expect(sourceCovers({ available: 5000, usable: true }, 5000)).toBe(true);
    expect(sourceCovers({ available: 4999, usable: true }, 5000)).toBe(false);
    expect(sourceCovers({ available: null, usable: false }, 100)).toBe(false);
  });
});
