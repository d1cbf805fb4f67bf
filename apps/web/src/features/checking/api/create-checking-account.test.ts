import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventQueue } from '../../../lib/analytics/event-queue';
import { setTrackingQueue } from '../../../lib/analytics/track';
import { createFakeApi, failure, ok } from '../../../ui/test-support/fake-api';
import { profileAddress } from '../test-support/fixtures';
import { checkingCreateEvent, openCheckingAccount } from './create-checking-account';

const route = 'POST /api/banking/checkingAccount/create';
const profile = { addresses: [profileAddress()] };

let tracked: { name: string; properties: unknown }[];

beforeEach(() => {
  tracked = [];
  const queue: EventQueue = {
    track: (name, properties) => {
      tracked.push({ name, properties });
      return true;
    },
    flush: async () => {},
    discard: () => {},
    size: 0,
  };
  setTrackingQueue(queue);
});

afterEach(() => setTrackingQueue(undefined));

describe('openCheckingAccount', () => {
  it('sends the address with the idempotency key, and Created is success', async () => {
    const api = createFakeApi({ [route]: ok({ message: 'Created', accountId: 'checking-1' }, 201) });
    const result = await openCheckingAccount(
      { profile, addressId: 'address-1', idempotencyKey: 'key-00000001' },
      { fetch: api.fetch },
    );
    expect(result).toEqual({ outcome: 'success', accountId: 'checking-1' });
    expect(api.requests[0]?.body).toEqual({ addressId: 'address-1' });
    expect(api.requests[0]?.headers['idempotency-key']).toBe('key-00000001');
    expect(tracked).toEqual([{ name: checkingCreateEvent, properties: { outcome: 'success' } }]);
  });

  it('reports Processing as a timeout', async () => {
    const api = createFakeApi({ [route]: ok({ message: 'Processing', accountId: null }, 202) });
    const result = await openCheckingAccount(
      { profile, addressId: 'address-1', idempotencyKey: 'key-00000001' },
      { fetch: api.fetch },
    );
    expect(result.outcome).toBe('timeout');
    expect(tracked).toEqual([{ name: checkingCreateEvent, properties: { outcome: 'timeout' } }]);
  });

  it('reports an answer outside the contract as a failure', async () => {
    const api = createFakeApi({ [route]: ok({ message: 'Declined', accountId: null }) });
    const result = await openCheckingAccount(
      { profile, addressId: 'address-1', idempotencyKey: 'key-00000001' },
      { fetch: api.fetch },
    );
    expect(result.outcome).toBe('fail');
    expect(tracked).toEqual([{ name: checkingCreateEvent, properties: { outcome: 'fail' } }]);
  });

  it('reports an error answer as a failure carrying the error, and an HTTP 408 as a timeout', async () => {
    const failing = createFakeApi({ [route]: failure(409, 'CONFLICT', 'Sign the agreements first') });
    const failed = await openCheckingAccount(
      { profile, addressId: 'address-1', idempotencyKey: 'key-00000001' },
      { fetch: failing.fetch },
    );
    expect(failed).toMatchObject({ outcome: 'fail', error: { description: 'Sign the agreements first' } });

    const slow = createFakeApi({ [route]: failure(408, 'TIMEOUT', 'Too slow') });
    const timedOut = await openCheckingAccount(
      { profile, addressId: 'address-1', idempotencyKey: 'key-00000002' },
      { fetch: slow.fetch },
    );
    expect(timedOut.outcome).toBe('timeout');
    expect(tracked.map((event) => event.properties)).toEqual([{ outcome: 'fail' }, { outcome: 'timeout' }]);
  });

  it.each([
    ['no profile', null, 'address-1'],
    ['no address id', profile, undefined],
    ['an empty address id', profile, ''],
  ])('throws MISSING_VALUES with %s, before calling', async (_case, withProfile, addressId) => {
    const api = createFakeApi({ [route]: ok({ message: 'Created', accountId: 'checking-1' }) });
    await expect(
      openCheckingAccount({ profile: withProfile, addressId, idempotencyKey: 'key-00000001' }, { fetch: api.fetch }),
    ).rejects.toMatchObject({ code: 'MISSING_VALUES' });
    expect(api.requests).toHaveLength(0);
    expect(tracked).toEqual([]);
  });
});
