import { describe, expect, it } from 'vitest';
import { feeKind, feeTip } from './fee-tips.ts';

describe('feeKind', () => {
  it.each([
    ['OVERDRAFT FEE', 'OVERDRAFT'],
    ['OVERDRAFT ITEM FEE', 'OVERDRAFT'],
    ['NSF RETURNED ITEM FEE', 'OVERDRAFT'],
    ['Insufficient Funds Fee', 'OVERDRAFT'],
    ['ATM OVERDRAFT FEE', 'OVERDRAFT'],
    ['NON-NETWORK ATM FEE', 'ATM'],
    ['atm withdrawal fee', 'ATM'],
    ['MONTHLY SERVICE FEE', 'MONTHLY_SERVICE'],
    ['MONTHLY MAINT FEE', 'MONTHLY_SERVICE'],
    ['ACCOUNT MAINTENANCE FEE', 'MONTHLY_SERVICE'],
    ['SERVICE CHARGE', 'MONTHLY_SERVICE'],
    ['WIRE TRANSFER FEE', 'OTHER'],
    ['PAPER STATEMENT FEE', 'OTHER'],
    // "Treatment" holds the letters ATM but not the word.
    ['TREATMENT FEE', 'OTHER'],
  ])('reads %s as %s', (description, kind) => {
    expect(feeKind(description)).toBe(kind);
  });
});

describe('feeTip', () => {
  it('names the checking account only for the fees it really has none of', () => {
    expect(feeTip('OVERDRAFT FEE', 'Fernleaf')).toBe('Fernleaf checking charges no overdraft fee.');
    expect(feeTip('MONTHLY SERVICE FEE', 'Fernleaf')).toBe(
      'Fernleaf checking has no monthly fee and no minimum balance.',
    );
    for (const description of ['NON-NETWORK ATM FEE', 'WIRE TRANSFER FEE']) {
      expect(feeTip(description, 'Fernleaf')).not.toContain('Fernleaf');
    }
  });

  it('sends ATM fees to the member’s own bank’s machines and other fees to a request to waive them', () => {
    expect(feeTip('NON-NETWORK ATM FEE', 'Fernleaf')).toBe(
      "Use your own bank's ATMs, or get cash back when you pay at a store checkout.",
    );
    expect(feeTip('WIRE TRANSFER FEE', 'Fernleaf')).toBe(
      'Ask your bank to waive this fee, or to refund the ones you paid.',
    );
  });

  it('uses the configured brand', () => {
    expect(feeTip('OVERDRAFT FEE', 'Acme')).toBe('Acme checking charges no overdraft fee.');
  });
});
