import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaymentMethodLabel } from './payment-method';

describe('formatPaymentMethodLabel', () => {
  it('shows the bank name cut to 12 characters, the mask of the last four digits', () => {
    expect(formatPaymentMethodLabel({ bankName: 'Chase', lastFourDigit: '1234', methodName: 'Debit card' })).toBe(
      'Chase ••••1234',
    );
    expect(
      formatPaymentMethodLabel({ bankName: 'Bank of America', lastFourDigit: '1234', methodName: 'Debit card' }),
    ).toBe('Bank of Amer ••••1234');
    // The cut falls on a space, which is trimmed.
    expect(
      formatPaymentMethodLabel({ bankName: 'Wells Fargo Bank', lastFourDigit: '9876', methodName: 'Debit card' }),
    ).toBe('Wells Fargo ••••9876');
    expect(
      formatPaymentMethodLabel({
        bankName: 'Chase',
        lastFourDigit: '000123456789',
        methodName: 'Instant',
        truncateSize: 3,
      }),
    ).toBe('Cha ••••6789');
  });

  it('falls back to the method name without a bank name or digits', () => {
    expect(formatPaymentMethodLabel({ lastFourDigit: '1234', methodName: 'Debit card' })).toBe('Debit card');
    expect(formatPaymentMethodLabel({ bankName: '  ', lastFourDigit: '1234', methodName: 'Debit card' })).toBe(
      'Debit card',
    );
    expect(formatPaymentMethodLabel({ bankName: 'Chase', lastFourDigit: null, methodName: 'Standard' })).toBe(
      'Standard',
    );
  });

  it('never shows more than truncateSize characters of the name or more than four digits', () => {
    const bankName = fc.string({ unit: fc.constantFrom(...'ABCabc &-é🏦'), minLength: 1, maxLength: 30 });
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(bankName, digits, fc.integer({ min: 1, max: 20 }), (name, account, truncateSize) => {
        const label = formatPaymentMethodLabel({
          bankName: name,
          lastFourDigit: account,
          methodName: 'M',
          truncateSize,
        });
        if (label === 'M') {
          expect(name.trim().slice(0, 1).trim()).toBe('');
          return;
        }
        const [shownName = '', shownDigits = ''] = label.split(' ••••');
        expect(Array.from(shownName).length).toBeLessThanOrEqual(truncateSize);
        expect(name.trim().startsWith(shownName)).toBe(true);
        expect(shownDigits).toBe(account.slice(-4));
      }),
    );
  });
});
