import { describe, expect, it } from 'vitest';
import { lineAmountDescription, lineAmountText } from './eligibility-lines';

describe('lineAmountText', () => {
  it('signs what a line adds or takes off, and shows nothing for a line that only explains', () => {
    expect(lineAmountText(5000)).toBe('+$50.00');
    expect(lineAmountText(-2500)).toBe('-$25.00');
    expect(lineAmountText(0)).toBe('');
  });
});

describe('lineAmountDescription', () => {
  it('says it in words', () => {
    expect(lineAmountDescription(5000)).toBe('adds $50.00');
    expect(lineAmountDescription(-2500)).toBe('takes off $25.00');
    expect(lineAmountDescription(0)).toBe('');
  });
});
