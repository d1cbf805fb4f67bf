import { afterEach, describe, expect, it, vi } from 'vitest';
import { getNetworkSpeed, resetNetworkSpeed } from './get-network-speed';

afterEach(resetNetworkSpeed);

describe('getNetworkSpeed', () => {
  it('measures once and shares the result until reset', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const [first, second] = await Promise.all([getNetworkSpeed({ fetch }), getNetworkSpeed({ fetch })]);
    expect(first).toBe(second);
    expect(fetch).toHaveBeenCalledTimes(1);

    resetNetworkSpeed();
    await getNetworkSpeed({ fetch });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
