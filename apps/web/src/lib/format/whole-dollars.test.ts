import { annualIncomeCentsSchema, annualIncomeMessages } from '@fernleaf/contract/income-profile';
import { formatCentsForInput } from '@fernleaf/contract/money';
import { describe, expect, it } from 'vitest';
import { notAnAmountMessage, parseWholeDollars } from './whole-dollars';

describe('parseWholeDollars', () => {
  it.each([
    ['52,000', 5_200_000],
    ['52000', 5_200_000],
    ['$52,000', 5_200_000],
    ['$ 52,000 ', 5_200_000],
    ['52,000.00', 5_200_000],
    ['52000.0', 5_200_000],
    ['0', 0],
    ['$0.00', 0],
    ['1', 100],
    ['1,234,567', 123_456_700],
    ['10,000,000', 1_000_000_000],
    ['007', 700],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseWholeDollars(text)).toEqual({ ok: true, cents });
  });

  it('is exact for every whole dollar amount up to $100,000, grouped or not', () => {
    const grouping = new Intl.NumberFormat('en-US');
    for (let dollars = 0; dollars <= 100_000; dollars++) {
      const cents = dollars * 100;
      expect(parseWholeDollars(String(dollars))).toEqual({ ok: true, cents });
      expect(parseWholeDollars(grouping.format(dollars))).toEqual({ ok: true, cents });
    }
  });

  it('answers a negative amount as such, for the contract to refuse', () => {
    expect(parseWholeDollars('-$5,000')).toEqual({ ok: true, cents: -500_000 });
    expect(parseWholeDollars('$\u22125000')).toEqual({ ok: true, cents: -500_000 });
    expect(annualIncomeCentsSchema.safeParse(-500_000).error?.issues[0]?.message).toBe(annualIncomeMessages.negative);
  });

  it.each([
    ['', annualIncomeMessages.missing],
    ['   ', annualIncomeMessages.missing],
    ['52,000.50', annualIncomeMessages.wholeDollars],
    ['52000.5', annualIncomeMessages.wholeDollars],
    ['52000.001', annualIncomeMessages.wholeDollars],
    ['52000.000', annualIncomeMessages.wholeDollars],
    ['99999999999999999999', annualIncomeMessages.tooLarge],
    ['52000.', notAnAmountMessage],
    ['5,2000', notAnAmountMessage],
    ['52,00', notAnAmountMessage],
    [',52', notAnAmountMessage],
    ['52k', notAnAmountMessage],
    ['1e5', notAnAmountMessage],
    ['fifty', notAnAmountMessage],
    ['$', notAnAmountMessage],
    ['--5', notAnAmountMessage],
    ['1.2.3', notAnAmountMessage],
  ])('refuses %j with a message', (text, message) => {
    expect(parseWholeDollars(text)).toEqual({ ok: false, message });
  });
});

describe('the saved income in the field', () => {
  it('reads back what the field shows', () => {
    for (const cents of [0, 100, 99_900, 5_200_000, 123_456_700, 1_000_000_000]) {
      expect(parseWholeDollars(formatCentsForInput(cents, { grouping: true }))).toEqual({ ok: true, cents });
    }
  });
});
