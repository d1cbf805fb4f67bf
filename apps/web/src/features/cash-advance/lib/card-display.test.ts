import { describe, expect, it } from 'vitest';
import { cardNumberDisplay, formatExpiryTyped, securityCodeInput } from './card-display';

describe('cardNumberDisplay', () => {
  it('groups a Visa number in fours as it is typed', () => {
    expect(cardNumberDisplay('4111111111111111')).toMatchObject({
      formatted: '4111 1111 1111 1111',
      brand: 'VISA',
      brandName: 'Visa',
      securityCodeLength: 3,
      maxLength: 19,
      canReceiveAdvances: true,
    });
    expect(cardNumberDisplay('41111').formatted).toBe('4111 1');
  });

  it.each(['34', '37'])('reads %s as American Express: 4-6-5 groups and a 4-digit code, repaying only', (prefix) => {
    const display = cardNumberDisplay(`${prefix}0000000000000`);
    expect(display).toMatchObject({
      brand: 'AMEX',
      brandName: 'American Express',
      securityCodeLength: 4,
      maxLength: 17,
      canReceiveAdvances: false,
    });
    expect(display.formatted).toBe(`${prefix}00 000000 00000`);
  });

  it('knows no brand for digits no supported card starts with', () => {
    expect(cardNumberDisplay('9999')).toMatchObject({ brand: null, brandName: null, securityCodeLength: 3 });
    expect(cardNumberDisplay('')).toMatchObject({ formatted: '', brand: null });
  });

  it('drops anything that is not a digit', () => {
    expect(cardNumberDisplay('5555-5555 5555 4444').formatted).toBe('5555 5555 5555 4444');
  });
});

describe('securityCodeInput', () => {
  it('keeps digits up to the brand’s length', () => {
    expect(securityCodeInput('12a34', 'VISA')).toBe('123');
    expect(securityCodeInput('12345', 'AMEX')).toBe('1234');
    expect(securityCodeInput('12345', null)).toBe('1234');
  });
});

describe('formatExpiryTyped', () => {
  it('shows the expiry as MM/YY while typing', () => {
    expect(formatExpiryTyped('1', '')).toBe('1');
    expect(formatExpiryTyped('12', '1')).toBe('12/');
    expect(formatExpiryTyped('12/2', '12/')).toBe('12/2');
    expect(formatExpiryTyped('1228', '')).toBe('12/28');
    expect(formatExpiryTyped('12/289', '12/28')).toBe('12/28');
  });

  it('lets backspace take the slash away', () => {
    expect(formatExpiryTyped('12', '12/')).toBe('12');
    expect(formatExpiryTyped('1', '12')).toBe('1');
  });
});
