import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { measureNetworkSpeed, speedTestImageBytes } from './measure-network-speed';

const imagePath = new URL('../../../public/speed-test.png', import.meta.url);

function imageResponse(bytes = speedTestImageBytes, status = 200) {
  return new Response(new Uint8Array(bytes), { status, headers: { 'content-type': 'image/png' } });
}

/** A clock that reads `startMs` when the download starts and `startMs + durationMs` when it ends. */
function clock(durationMs: number, startMs = 5000) {
  const readings = [startMs, startMs + durationMs];
  return () => readings.shift() ?? Number.NaN;
}

describe('the speed-test image', () => {
  it('is a PNG of exactly the spec size', () => {
    expect(statSync(imagePath).size).toBe(15_086);
    expect(readFileSync(imagePath).subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

describe('measureNetworkSpeed', () => {
  it('fetches the image with a cache-busting query and no HTTP cache', async () => {
    const fetch = vi.fn(async () => imageResponse());
    await measureNetworkSpeed({ fetch, now: clock(100) });
    await measureNetworkSpeed({ fetch, now: clock(100) });
    const [first, second] = fetch.mock.calls.map((call) => call as unknown as [string, RequestInit]);
    expect(first?.[0]).toMatch(/^\/speed-test\.png\?t=\w+$/);
    expect(first?.[0]).not.toBe(second?.[0]);
    expect(first?.[1].cache).toBe('no-store');
  });

  it('is 4g when 15,086 bytes take 1206 ms (just above 100 kbps)', async () => {
    const result = await measureNetworkSpeed({ fetch: async () => imageResponse(), now: clock(1206) });
    expect(result.speed).toBe('4g');
    expect(result.kbps).toBeCloseTo(100.07, 2);
  });

  it('is slow when 15,086 bytes take 1207 ms (just below 100 kbps)', async () => {
    const result = await measureNetworkSpeed({ fetch: async () => imageResponse(), now: clock(1207) });
    expect(result.speed).toBe('slow');
    expect(result.kbps).toBeCloseTo(99.99, 2);
  });

  it('is unknown when the request fails, answers an error status or returns other bytes', async () => {
    const failing = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await measureNetworkSpeed({ fetch: failing })).toEqual({ speed: 'unknown', kbps: undefined });
    expect((await measureNetworkSpeed({ fetch: async () => imageResponse(15_086, 404), now: clock(10) })).speed).toBe(
      'unknown',
    );
    // e.g. a dev server answering with index.html
    expect((await measureNetworkSpeed({ fetch: async () => imageResponse(600), now: clock(10) })).speed).toBe(
      'unknown',
    );
  });

  it('is unknown when the download outlasts the timeout', async () => {
    const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const result = await measureNetworkSpeed({ fetch: hanging, timeoutMs: 20 });
    expect(result.speed).toBe('unknown');
  });
});
