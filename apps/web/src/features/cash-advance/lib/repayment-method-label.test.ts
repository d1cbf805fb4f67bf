import { describe, expect, it } from 'vitest';
import { repaymentMethodLabel } from './repayment-method-label';

describe('repaymentMethodLabel', () => {
  it('shows the bank name cut to 12 characters and the mask of the last four', () => {
    expect(repaymentMethodLabel({ bankName: 'Chase', lastFourDigit: '1234', methodName: 'Linked bank' })).toBe(
      'Chase ••••1234',
    );
    expect(
      repaymentMethodLabel({ bankName: 'Navy Federal Credit Union', lastFourDigit: '0042', methodName: 'Linked bank' }),
    ).toBe('Navy Federal ••••0042');
  });

  it('cuts to another size when asked', () => {
    expect(repaymentMethodLabel({ bankName: 'Wells Fargo', lastFourDigit: '9876', methodName: 'Bank' }, 5)).toBe(
      'Wells ••••9876',
    );
  });

  it('falls back to the method name without a bank name (a card, checking) or without digits', () => {
    expect(repaymentMethodLabel({ bankName: null, lastFourDigit: '4242', methodName: 'Visa debit •4242' })).toBe(
      'Visa debit •4242',
    );
    expect(repaymentMethodLabel({ bankName: 'Chase', lastFourDigit: '', methodName: 'Linked bank' })).toBe(
      'Linked bank',
    );
  });

  it('never shows more than the last four digits', () => {
    expect(repaymentMethodLabel({ bankName: 'Chase', lastFourDigit: '123456789', methodName: 'Bank' })).toBe(
      'Chase ••••6789',
    );
  });
});
