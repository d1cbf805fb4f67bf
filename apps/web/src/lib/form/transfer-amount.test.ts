import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseTransferAmount, typedTransferAmount } from './transfer-amount';

describe('parseTransferAmount', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['$1,234.56', 123456],
    [' 0.29 ', 29],
    ['.5', 50],
    ['1000000', 100000000],
    // 0.1 + 0.2 and 1.15 * 100 go wrong as floats; decimal arithmetic keeps them exact.
    ['0.30', 30],
    ['1.15', 115],
    ['4.35', 435],
    ['5000.00', 500000],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseTransferAmount(text)).toEqual({ ok: true, cents });
  });

  it('is exact for every amount in cents from $0.00 to $50.00', () => {
    for (let cents = 0; cents <= 5000; cents++) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(parseTransferAmount(text)).toEqual({ ok: true, cents });
    }
  });

  it.each([
    ['', 'Enter an amount'],
    ['   ', 'Enter an amount'],
    ['-5', 'Enter an amount above zero'],
    ['12.345', 'Enter an amount in dollars and cents, like 25.50'],
    ['abc', 'Enter an amount in dollars and cents, like 25.50'],
    ['1.2.3', 'Enter an amount in dollars and cents, like 25.50'],
    ['$', 'Enter an amount in dollars and cents, like 25.50'],
    ['.', 'Enter an amount in dollars and cents, like 25.50'],
    ['1,23', 'Enter an amount in dollars and cents, like 25.50'],
    ['1e3', 'Enter an amount in dollars and cents, like 25.50'],
  ])('refuses %j with a message', (text, message) => {
    expect(parseTransferAmount(text)).toEqual({ ok: false, message });
  });
});

describe('typedTransferAmount', () => {
  const field = typedTransferAmount(z.number().int().min(100, { error: 'Enter at least $1.00' }));

  it('reads dollars typed into cents, then checks them with the contract field', () => {
    expect(field.parse('12.50')).toBe(1250);
    expect(field.safeParse('0.99').error?.issues[0]?.message).toBe('Enter at least $1.00');
    expect(field.safeParse('abc').error?.issues[0]?.message).toBe('Enter an amount in dollars and cents, like 25.50');
  });
});
