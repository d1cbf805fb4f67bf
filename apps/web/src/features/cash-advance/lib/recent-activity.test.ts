import { describe, expect, it } from 'vitest';
import { hasNextPage, pageCount, pageLabel, signedAmount } from './recent-activity';

describe('signedAmount', () => {
  it('shows an advance with a plus and a repayment with a minus before the dollar sign', () => {
    expect(signedAmount(5000)).toBe('+$50.00');
    expect(signedAmount(-2500)).toBe('-$25.00');
    expect(signedAmount(0)).toBe('$0.00');
  });
});

describe('paging', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
  });

  it('labels pages from 1 and knows when there is another', () => {
    expect(pageLabel(0, 12, 5)).toBe('Page 1 of 3');
    expect(hasNextPage(0, 12, 5)).toBe(true);
    expect(hasNextPage(2, 12, 5)).toBe(false);
    expect(hasNextPage(0, 0, 5)).toBe(false);
  });
});
