import { describe, expect, it } from 'vitest';
import {
  canReceiveAdvances,
  cardBrandOf,
  cardNumberLength,
  formatCardExpiry,
  formatCardNumber,
  isExpiryCurrent,
  isLuhnValid,
  type PaymentCardInput,
  paymentCardInputSchema,
  securityCodeLength,
} from './payment-card.ts';

// The card networks' published test numbers: each passes the Luhn check.
const visa = '4111111111111111';
const mastercard = '5555555555554444';
const mastercard2Series = '2223003122003222';
const discover = '6011111111111117';
const amex34 = '343434343434343';
const amex37 = '378282246310005';
const jcb = '3530111333300000';

describe('cardBrandOf', () => {
  it.each([
    [visa, 'VISA'],
    [mastercard, 'MASTERCARD'],
    [mastercard2Series, 'MASTERCARD'],
    ['2221000000000009', 'MASTERCARD'],
    ['2720990000000000', 'MASTERCARD'],
    [discover, 'DISCOVER'],
    ['6500000000000002', 'DISCOVER'],
    ['6440000000000000', 'DISCOVER'],
    [amex34, 'AMEX'],
    [amex37, 'AMEX'],
    ['34', 'AMEX'],
    ['37', 'AMEX'],
  ])('takes %s as %s', (digits, brand) => {
    expect(cardBrandOf(digits)).toBe(brand);
  });

  it.each([jcb, '3000000000000004', '2220990000000000', '2721000000000000', '6430000000000000', '1234', ''])(
    'supports no brand starting like %s',
    (digits) => {
      expect(cardBrandOf(digits)).toBeNull();
    },
  );

  it('gives American Express 15 digits and a 4-digit code, the others 16 and 3', () => {
    expect([cardNumberLength('AMEX'), securityCodeLength('AMEX')]).toEqual([15, 4]);
    for (const brand of ['VISA', 'MASTERCARD', 'DISCOVER'] as const) {
      expect([cardNumberLength(brand), securityCodeLength(brand)]).toEqual([16, 3]);
    }
  });

  it('lets every brand but American Express receive advances', () => {
    expect(canReceiveAdvances('AMEX')).toBe(false);
    expect(canReceiveAdvances('VISA')).toBe(true);
    expect(canReceiveAdvances('MASTERCARD')).toBe(true);
    expect(canReceiveAdvances('DISCOVER')).toBe(true);
  });
});

describe('isLuhnValid', () => {
  it.each([visa, mastercard, mastercard2Series, discover, amex34, amex37, jcb, '0'])('accepts %s', (digits) => {
    expect(isLuhnValid(digits)).toBe(true);
  });

  it.each(['4111111111111112', '378282246310006', '4111 1111 1111 1111', '', '12a4'])('refuses %s', (digits) => {
    expect(isLuhnValid(digits)).toBe(false);
  });

  it('catches every single mistyped digit', () => {
    for (let index = 0; index < visa.length; index++) {
      for (let digit = 0; digit <= 9; digit++) {
        if (String(digit) === visa[index]) continue;
        const typo = `${visa.slice(0, index)}${digit}${visa.slice(index + 1)}`;
        expect(isLuhnValid(typo)).toBe(false);
      }
    }
  });
});

describe('formatCardExpiry', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1228', '12/28'],
    ['12/28', '12/28'],
    ['12 / 28', '12/28'],
    ['12289', '12/28'],
    ['ab', ''],
  ])('shows %j as %j', (typed, shown) => {
    expect(formatCardExpiry(typed)).toBe(shown);
  });
});

describe('formatCardNumber', () => {
  it('groups in fours, and American Express 4-6-5', () => {
    expect(formatCardNumber(visa)).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111-1111-1111-11112222')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber(amex37)).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822')).toBe('3782 822');
  });
});

describe('isExpiryCurrent', () => {
  const today = new Date('2026-03-15T12:00:00Z');

  it('keeps a card valid through the last day of its month', () => {
    expect(isExpiryCurrent('03/26', today)).toBe(true);
    expect(isExpiryCurrent('03/26', new Date('2026-03-31T23:59:59Z'))).toBe(true);
    expect(isExpiryCurrent('03/26', new Date('2026-04-01T00:00:00Z'))).toBe(false);
  });

  it('refuses expired cards, impossible months, and dates more than 20 years ahead', () => {
    expect(isExpiryCurrent('02/26', today)).toBe(false);
    expect(isExpiryCurrent('12/25', today)).toBe(false);
    expect(isExpiryCurrent('13/28', today)).toBe(false);
    expect(isExpiryCurrent('00/28', today)).toBe(false);
    expect(isExpiryCurrent('1228', today)).toBe(false);
    expect(isExpiryCurrent('03/46', today)).toBe(true);
    expect(isExpiryCurrent('04/46', today)).toBe(false);
  });
});

describe('paymentCardInputSchema', () => {
  const card: PaymentCardInput = {
    cardNumber: '4111 1111 1111 1111',
    expiry: '1228',
    securityCode: '123',
    nameOnCard: 'Ana María Núñez-O’Brien'.replace('’', "'"),
    postalCode: '10001',
  };
  /** The schema's messages by field: the first at each, the one the form and the server show. */
  const problems = (input: Partial<Record<keyof PaymentCardInput, unknown>>, today?: Date) => {
    const result = paymentCardInputSchema(today).safeParse(input);
    const fields: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues) fields[issue.path.join('.')] ??= issue.message;
    return fields;
  };

  it('accepts a good card and cleans what was typed', () => {
    const result = paymentCardInputSchema(new Date('2026-03-15T12:00:00Z')).safeParse(card);
    expect(result.success && result.data).toEqual({
      cardNumber: visa,
      expiry: '12/28',
      securityCode: '123',
      nameOnCard: "Ana María Núñez-O'Brien",
      postalCode: '10001',
    });
    expect(paymentCardInputSchema().safeParse({ ...card, cardNumber: amex37, securityCode: '1234' }).success).toBe(
      true,
    );
    expect(paymentCardInputSchema().safeParse({ ...card, postalCode: '10001-1234' }).success).toBe(true);
  });

  it('asks for each missing field at that field', () => {
    expect(problems({})).toEqual({
      cardNumber: 'Enter the card number',
      expiry: 'Enter the expiry date',
      securityCode: 'Enter the security code',
      nameOnCard: 'Enter the name on the card',
      postalCode: 'Enter the billing ZIP code',
    });
  });

  it('says what is wrong with the shape of each field', () => {
    expect(problems({ ...card, cardNumber: '4111 1111' })).toEqual({
      cardNumber: 'Enter the 15 or 16 digits of the card number',
    });
    expect(problems({ ...card, expiry: '1328' })).toEqual({ expiry: 'Enter the expiry as MM/YY' });
    expect(problems({ ...card, securityCode: '12' })).toEqual({ securityCode: 'Enter the 3 or 4 digit security code' });
    expect(problems({ ...card, nameOnCard: 'A' })).toEqual({ nameOnCard: 'Enter the name on the card' });
    expect(problems({ ...card, nameOnCard: 'A'.repeat(61) })).toEqual({
      nameOnCard: 'The name can be at most 60 characters',
    });
    expect(problems({ ...card, nameOnCard: '4 Ana' })).toEqual({
      nameOnCard: 'Enter the name as it appears on the card',
    });
    expect(problems({ ...card, postalCode: '1000' })).toEqual({ postalCode: 'Enter a 5-digit ZIP code' });
  });

  it('checks the number against its brand', () => {
    expect(problems({ ...card, cardNumber: jcb })).toEqual({
      cardNumber: 'We accept Visa, Mastercard, Discover and American Express',
    });
    expect(problems({ ...card, cardNumber: '411111111111111' })).toEqual({ cardNumber: 'A Visa number has 16 digits' });
    expect(problems({ ...card, cardNumber: `${amex37}0`, securityCode: '1234' })).toEqual({
      cardNumber: 'An American Express number has 15 digits',
    });
    expect(problems({ ...card, cardNumber: '4111111111111112' })).toEqual({
      cardNumber: 'Check the card number: it is not a valid number',
    });
  });

  it('checks the security code against the brand', () => {
    expect(problems({ ...card, cardNumber: amex37, securityCode: '123' })).toEqual({
      securityCode: 'An American Express security code has 4 digits',
    });
    expect(problems({ ...card, securityCode: '1234' })).toEqual({ securityCode: 'A Visa security code has 3 digits' });
  });

  it('refuses an expired card only when told the date', () => {
    const expired = { ...card, expiry: '02/26' };
    expect(problems(expired, new Date('2026-03-15T12:00:00Z'))).toEqual({ expiry: 'This card has expired' });
    expect(problems(expired, new Date('2026-02-28T12:00:00Z'))).toEqual({});
    expect(problems(expired)).toEqual({});
  });
});
