import { describe, expect, it } from 'vitest';
import { ApiError, networkError, timeoutError } from '../../../lib/api-client';
import { outcomeOfSubscriptionAnswer, outcomeOfSubscriptionError } from './subscription-outcome';

describe('outcomeOfSubscriptionAnswer', () => {
  it.each([
    [{ status: 'ADDON_SUCCESS' }, 'success'],
    [{ status: 'ACTIVE_SUSPENDED_ADDON_FOUND' }, 'success'],
    [{ code: 200 }, 'success'],
    [{ status: 'SOMETHING_ELSE', code: 200 }, 'success'],
    [{ status: 'ADDON_BB_REJECT' }, 'fail'],
    [{ code: 202 }, 'fail'],
    [{}, 'fail'],
  ])('reads %o as %s', (answer, outcome) => {
    expect(outcomeOfSubscriptionAnswer(answer)).toBe(outcome);
  });
});

describe('outcomeOfSubscriptionError', () => {
  it('reads no answer in time (or an HTTP 408) as a timeout', () => {
    expect(outcomeOfSubscriptionError(timeoutError())).toBe('timeout');
    expect(
      outcomeOfSubscriptionError(new ApiError({ status: 408, code: 'TIMEOUT', title: 'Slow', description: 'Slow' })),
    ).toBe('timeout');
  });

  it('reads every other error as a failure', () => {
    expect(outcomeOfSubscriptionError(networkError())).toBe('fail');
    expect(
      outcomeOfSubscriptionError(
        new ApiError({ status: 422, code: 'VALIDATION_FAILED', title: 'No', description: 'INVALID UNDERWRITING ID' }),
      ),
    ).toBe('fail');
    expect(outcomeOfSubscriptionError(new Error('boom'))).toBe('fail');
  });
});
