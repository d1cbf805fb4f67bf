import { describe, expect, it } from 'vitest';
import { bankAccountName, maskedNumber } from './account-mask.ts';

describe('maskedNumber', () => {
  it('shows four bullets and the last four digits, whatever it is given', () => {
    expect(maskedNumber('4596')).toBe('••••4596');
    expect(maskedNumber('000123456789')).toBe('••••6789');
    expect(maskedNumber('•6101')).toBe('••••6101');
  });
});

describe('bankAccountName', () => {
  it('names the bank once', () => {
    expect(bankAccountName('Chase', 'Chase Savings')).toBe('Chase Savings');
    expect(bankAccountName('Chase', 'CHASE TOTAL CHECKING')).toBe('CHASE TOTAL CHECKING');
    expect(bankAccountName('Ally Bank', 'Online Savings')).toBe('Ally Bank Online Savings');
    expect(bankAccountName('Ally Bank', ' ')).toBe('Ally Bank');
  });
});
