import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeviceFingerprintReader } from './device-fingerprint';
import { fingerprintErrorMessages } from './fingerprint-errors';
import { createFingerprintStorage } from './fingerprint-storage';

function memoryStorage() {
  const items = new Map<string, string>();
  return createFingerprintStorage({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  });
}

function fakeAgent(visitorIds: string[]) {
  const get = vi.fn(async () => ({ visitorId: visitorIds.shift() ?? 'exhausted' }));
  const load = vi.fn(async () => ({ get }));
  return { load, get };
}

const noSleep = async () => {};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('device fingerprint reader', () => {
  it('reads once; later and concurrent callers share the cached visitor id', async () => {
    const { load, get } = fakeAgent(['visitor-1', 'visitor-2']);
    const reader = createDeviceFingerprintReader({ load, storage: memoryStorage() });
    const [first, second] = await Promise.all([reader.get(), reader.get()]);
    expect([first, second, await reader.get()]).toEqual(['visitor-1', 'visitor-1', 'visitor-1']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('reads again after clear, from the agent rather than local storage', async () => {
    const { load } = fakeAgent(['visitor-1', 'visitor-2']);
    const storage = memoryStorage();
    const reader = createDeviceFingerprintReader({ load, storage });
    expect(await reader.get()).toBe('visitor-1');
    reader.clear();
    expect(storage.read(Date.now())).toBeUndefined();
    expect(await reader.get()).toBe('visitor-2');
  });

  it('does not let a read that was running during clear refill the cache', async () => {
    const { load } = fakeAgent(['visitor-1', 'visitor-2']);
    const storage = memoryStorage();
    const reader = createDeviceFingerprintReader({ load, storage });
    const running = reader.get();
    reader.clear();
    expect(await running).toBe('visitor-1');
    expect(storage.read(Date.now())).toBeUndefined();
    expect(await reader.get()).toBe('visitor-2');
  });

  it('serves a stored, unexpired id without running the agent, for the 3600 s cache time', async () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const first = createDeviceFingerprintReader({ load: fakeAgent(['visitor-1']).load, storage, now: () => now });
    await first.get();

    // A reload: a new reader, same local storage.
    const { load } = fakeAgent(['visitor-2']);
    now += 3_599_000;
    expect(await createDeviceFingerprintReader({ load, storage, now: () => now }).get()).toBe('visitor-1');
    expect(load).not.toHaveBeenCalled();

    now += 1_000;
    expect(await createDeviceFingerprintReader({ load, storage, now: () => now }).get()).toBe('visitor-2');
  });

  it('logs a failure and returns undefined, then tries again on the next call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const get = vi
      .fn<() => Promise<{ visitorId: string }>>()
      .mockRejectedValueOnce(new Error('Too many requests, rate limit exceeded'))
      .mockResolvedValueOnce({ visitorId: 'visitor-1' });
    const reader = createDeviceFingerprintReader({ load: async () => ({ get }), storage: memoryStorage() });

    expect(await reader.get()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(fingerprintErrorMessages.rateLimitExceeded, expect.any(Error));
    expect(await reader.get()).toBe('visitor-1');
  });

  it('tries to load the agent 5 times before reporting that the script failed to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(async () => {
      throw new Error('Failed to load the JS script of the agent');
    });
    const reader = createDeviceFingerprintReader({ load, storage: memoryStorage(), sleep: noSleep });
    expect(await reader.get()).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(5);
    expect(warn).toHaveBeenCalledWith(fingerprintErrorMessages.agentLoadFailed, expect.any(Error));
  });

  it('rejects invalid options when the reader is created', () => {
    expect(() => createDeviceFingerprintReader({ options: { cacheTimeSeconds: 90_000 } })).toThrow();
    expect(() => createDeviceFingerprintReader({ options: { apiKey: '' } })).toThrow('API key required');
  });
});
