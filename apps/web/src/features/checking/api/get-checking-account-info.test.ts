import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { createFakeApi, failure, ok } from '../../../ui/test-support/fake-api';
import { accountInfo } from '../test-support/fixtures';
import { fetchCheckingAccountInfo } from './get-checking-account-info';

const route = 'GET /api/checking-account/info';

describe('fetchCheckingAccountInfo', () => {
  it('answers the account', async () => {
    const api = createFakeApi({ [route]: ok(accountInfo()) });
    expect(await fetchCheckingAccountInfo({}, { fetch: api.fetch })).toEqual(accountInfo());
    expect(api.requests[0]?.query).toEqual({});
  });

  it('answers null when the server says the member has no checking account', async () => {
    const api = createFakeApi({ [route]: ok(null) });
    expect(await fetchCheckingAccountInfo({}, { fetch: api.fetch })).toBeNull();
  });

  it.each([
    [500, 'INTERNAL_ERROR'],
    [401, 'UNAUTHORIZED'],
    [429, 'RATE_LIMITED'],
  ])('rethrows any other error (%d %s)', async (status, code) => {
    const api = createFakeApi({ [route]: failure(status, code, 'Something else') });
    const error = await fetchCheckingAccountInfo({}, { fetch: api.fetch }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code });
  });

  it('rethrows a timeout rather than reading it as "no account"', async () => {
    const api = createFakeApi({ [route]: failure(408, 'TIMEOUT', 'Too slow') });
    await expect(fetchCheckingAccountInfo({}, { fetch: api.fetch })).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('asks for the whole account number only when told to', async () => {
    const api = createFakeApi({ [route]: ok(accountInfo({ achInformation: { ...accountInfo().achInformation } })) });
    await fetchCheckingAccountInfo({ revealAccountNumber: true }, { fetch: api.fetch });
    expect(api.requests[0]?.query).toEqual({ revealAccountNumber: 'true' });
  });
});
