import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../lib/api-client';
import { createFakeApi, failure, ok } from '../../../ui/test-support/fake-api';
import { fetchFoundMoneyFindings, retryTransientFailure } from './found-money-findings';

const route = 'GET /api/foundmoney/findings';
const answer = {
  period: { from: '2026-08-27', to: '2026-11-24' },
  linkedBankCount: 1,
  fees: { totalCents: 0, yearlyCents: 0, groups: [] },
  subscriptions: [],
  subscriptionsMonthlyCents: 0,
};

describe('fetchFoundMoneyFindings', () => {
  it('asks the findings call and answers its data', async () => {
    const api = createFakeApi({ [route]: ok(answer) });
    expect(await fetchFoundMoneyFindings({ fetch: api.fetch })).toEqual(answer);
    expect(api.requests).toHaveLength(1);
  });

  it('raises a refusal as an ApiError with its code', async () => {
    const api = createFakeApi({ [route]: failure(409, 'BANK_NOT_LINKED', 'Link a bank first.') });
    await expect(fetchFoundMoneyFindings({ fetch: api.fetch })).rejects.toMatchObject({
      status: 409,
      code: 'BANK_NOT_LINKED',
    });
  });
});

describe('retryTransientFailure', () => {
  const refused = (status: number) => new ApiError({ status, code: 'X', title: 'Refused', description: 'No.' });

  it('never asks again after a refusal', () => {
    expect(retryTransientFailure(0, refused(409))).toBe(false);
    expect(retryTransientFailure(0, refused(401))).toBe(false);
  });

  it('asks twice more after a lost connection or a server failure', () => {
    for (const error of [networkError(), refused(500), refused(503)]) {
      expect(retryTransientFailure(0, error)).toBe(true);
      expect(retryTransientFailure(1, error)).toBe(true);
      expect(retryTransientFailure(2, error)).toBe(false);
    }
  });
});
