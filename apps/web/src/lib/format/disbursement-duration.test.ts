import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDisbursementDuration } from './disbursement-duration';

describe('formatDisbursementDuration', () => {
  it('uses the spec wording at the boundaries', () => {
    expect(formatDisbursementDuration(0)).toBe('within minutes');
    expect(formatDisbursementDuration(1)).toBe('within 1-2 business days');
    expect(formatDisbursementDuration(48)).toBe('within 1-2 business days');
    expect(formatDisbursementDuration(48.5)).toBe('within 1-2 business days');
    expect(formatDisbursementDuration(49)).toBe('within 2-3 business days');
    expect(formatDisbursementDuration(72)).toBe('within 2-3 business days');
  });

  it('promises the longest wording when the duration is unknown', () => {
    expect(formatDisbursementDuration(Number.NaN)).toBe('within 2-3 business days');
  });

  it('picks the wording by the 0 and 49 hour bounds for any duration', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (hours) => {
        const expected =
          hours <= 0 ? 'within minutes' : hours < 49 ? 'within 1-2 business days' : 'within 2-3 business days';
        expect(formatDisbursementDuration(hours)).toBe(expected);
      }),
    );
  });
});
