import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { findingsFailedText, findingsFailureText, periodText, timesCharged } from './findings-text';

describe('periodText', () => {
  const period = { from: '2026-08-27', to: '2026-11-24' };

  it('names the days and the one linked bank', () => {
    expect(periodText({ period, linkedBankCount: 1 })).toBe('Aug 27, 2026 to Nov 24, 2026, at your linked bank');
  });

  it('counts several banks', () => {
    expect(periodText({ period, linkedBankCount: 3 })).toBe('Aug 27, 2026 to Nov 24, 2026, at your 3 linked banks');
  });
});

describe('timesCharged', () => {
  it('says once, then a count', () => {
    expect(timesCharged(1)).toBe('Charged once');
    expect(timesCharged(2)).toBe('Charged 2 times');
  });
});

describe('findingsFailureText', () => {
  const failure = (status: number, description: string) =>
    new ApiError({ status, code: 'X', title: 'Request failed', description });

  it("gives an API failure's own words, which say what to do", () => {
    expect(findingsFailureText(failure(409, 'Link the bank your pay goes into.'))).toBe(
      'Link the bank your pay goes into.',
    );
  });

  it('gives the generic words for what is not an API failure', () => {
    expect(findingsFailureText(new Error('boom'))).toBe(findingsFailedText);
  });
});
