import { describe, expect, it } from 'vitest';
import { signedAmount } from './recent-activity';

describe('signedAmount', () => {
  it('shows an advance with a plus and a repayment with a minus before the dollar sign', () => {
    expect(signedAmount(5000)).toBe('+$50.00');
    expect(signedAmount(-2500)).toBe('-$25.00');
    expect(signedAmount(0)).toBe('$0.00');
  });
});
