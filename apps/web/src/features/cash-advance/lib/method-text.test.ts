import { describe, expect, it } from 'vitest';
import { arrivalText, methodName } from './method-text';

describe('methodName', () => {
  it('names each way to receive an advance', () => {
    expect(methodName('INSTANT_CHECKING', 'Fernleaf')).toBe('Instant to Fernleaf Checking');
    expect(methodName('INSTANT_CARD')).toBe('Instant to a debit card');
    expect(methodName('STANDARD_BANK')).toBe('Standard to your bank');
  });
});

describe('arrivalText', () => {
  it('says today for an instant delivery and by the day for a standard one', () => {
    expect(arrivalText({ deliveryWording: 'within minutes', deliveryHours: 0, arrivesOn: '2026-11-10' })).toBe(
      'Arrives within minutes, today, Tue, Nov 10, 2026',
    );
    expect(
      arrivalText({ deliveryWording: 'within 2-3 business days', deliveryHours: 64, arrivesOn: '2026-11-13' }),
    ).toBe('Arrives within 2-3 business days, by Fri, Nov 13, 2026');
  });
});
