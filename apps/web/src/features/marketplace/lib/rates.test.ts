import { describe, expect, it } from 'vitest';
import { formatMonths } from './rates';
import { notDollarsMessage, readTypedBps, readTypedCents, readWholeNumber } from './typed-amounts';

describe('rates and amounts as offers show them', () => {
  it('counts months', () => {
    expect(formatMonths(1)).toBe('1 month');
    expect(formatMonths(36)).toBe('36 months');
  });
});

describe('typed amounts', () => {
  it.each([
    ['12,500', 1_250_000],
    ['$12500', 1_250_000],
    [' 1 000 ', 100_000],
    ['19.99', 1_999],
  ])('reads %j as %d cents', (typed, cents) => {
    expect(readTypedCents(typed)).toEqual({ ok: true, cents });
  });

  it('leaves an empty field to the schema and refuses what is not dollars', () => {
    expect(readTypedCents('  ')).toEqual({ ok: true, cents: undefined });
    for (const typed of ['12,50', '1.234', '-5', 'ten', '$']) {
      expect(readTypedCents(typed)).toEqual({ ok: false, message: notDollarsMessage });
    }
  });

  it('reads rates and month counts', () => {
    expect(readTypedBps('4.35')).toBe(435);
    expect(readTypedBps('5')).toBe(500);
    expect(readTypedBps('4.5%')).toBe(450);
    expect(readTypedBps('4.355')).toBeUndefined();
    expect(readWholeNumber('24')).toBe(24);
    expect(readWholeNumber('2.5')).toBeUndefined();
  });
});
