import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardExpiry,
  formatExpiry,
  isLuhnValid,
  luhnCheckDigit,
  newAccountNumber,
  newCardNumber,
  newCvv,
} from './issued-numbers.ts';
import { isValidRoutingNumber, partnerBank } from './partner-bank.ts';

describe('Luhn check digit', () => {
  it('accepts published test card numbers and refuses them with any one digit changed', () => {
    for (const number of ['4111111111111111', '4012888888881881', '5555555555554444', '378282246310005']) {
      expect(isLuhnValid(number)).toBe(true);
      const last = Number(number.slice(-1));
      expect(isLuhnValid(`${number.slice(0, -1)}${(last + 1) % 10}`)).toBe(false);
    }
  });

  it('makes any digit string valid, and only one check digit does', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,18}$/), (partial) => {
        const digit = luhnCheckDigit(partial);
        expect(isLuhnValid(`${partial}${digit}`)).toBe(true);
        expect(isLuhnValid(`${partial}${(digit + 1) % 10}`)).toBe(false);
      }),
    );
  });
});

describe('issued numbers', () => {
  it('issues 16-digit Luhn-valid Visa numbers on the programme BIN', () => {
    for (let index = 0; index < 200; index++) {
      const number = newCardNumber();
      expect(number).toMatch(/^4\d{15}$/);
      expect(number.startsWith(partnerBank.cardBin)).toBe(true);
      expect(isLuhnValid(number)).toBe(true);
    }
  });

  it('issues 12-digit account numbers without a leading zero, and 3-digit security codes', () => {
    const numbers = new Set(Array.from({ length: 200 }, newAccountNumber));
    for (const number of numbers) expect(number).toMatch(/^[1-9]\d{11}$/);
    // Random enough that 200 draws never repeat.
    expect(numbers.size).toBe(200);
    for (let index = 0; index < 50; index++) expect(newCvv()).toMatch(/^\d{3}$/);
  });

  it('expires cards four years on, in the month of issue, printed MM/YY', () => {
    expect(cardExpiry(new Date('2026-01-31T23:59:59Z'))).toEqual({ month: 1, year: 2030 });
    expect(cardExpiry(new Date('2026-12-01T00:00:00Z'))).toEqual({ month: 12, year: 2030 });
    expect(formatExpiry({ month: 3, year: 2030 })).toBe('03/30');
    expect(formatExpiry({ month: 11, year: 2105 })).toBe('11/05');
  });
});

describe('partner bank routing number', () => {
  it('passes the ABA checksum, and the checksum refuses a changed digit or a wrong length', () => {
    expect(isValidRoutingNumber(partnerBank.routingNumber)).toBe(true);
    // Published routing numbers of real banks pass it too.
    for (const real of ['011000015', '021000021', '121000358']) expect(isValidRoutingNumber(real)).toBe(true);
    const digits = [...partnerBank.routingNumber];
    for (let index = 0; index < digits.length; index++) {
      const changed = [...digits];
      changed[index] = String((Number(changed[index]) + 1) % 10);
      expect(isValidRoutingNumber(changed.join(''))).toBe(false);
    }
    for (const bad of ['05390421', '0539042180', '05390421a']) expect(isValidRoutingNumber(bad)).toBe(false);
  });
});
