// Load shedding (load-shedding.ts): a call holding its bound of requests answers the next one 503 with
// Retry-After at once, while other calls answer as usual; the bound comes from MAX_IN_FLIGHT_PER_CALL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('the bound of requests in flight per call', () => {
  it('is 128 unless MAX_IN_FLIGHT_PER_CALL says otherwise, and must be a positive whole number', () => {
    expect(loadConfig({ DATA_DIR: '/tmp' }).maxInFlightPerCall).toBe(128);
    expect(loadConfig({ DATA_DIR: '/tmp', MAX_IN_FLIGHT_PER_CALL: '4' }).maxInFlightPerCall).toBe(4);
    expect(() => loadConfig({ DATA_DIR: '/tmp', MAX_IN_FLIGHT_PER_CALL: '0' })).toThrow(/MAX_IN_FLIGHT_PER_CALL/);
  });
});

describe('shedding load', () => {
  let t: TestApp;
  let release: () => void = () => {};
  let gate = Promise.resolve();
  let arrived = 0;
  beforeAll(async () => {
    t = await createTestApp({
      env: { MAX_IN_FLIGHT_PER_CALL: '2' },
      extend: (app) =>
        app.get('/api/test/slow', async () => {
          arrived += 1;
          await gate;
          return { data: 'done' };
        }),
    });
  });
  afterAll(() => t.close());

  const slow = () => t.app.inject({ method: 'GET', url: '/api/test/slow' });

  it('answers 503 with Retry-After past the bound, keeps other calls answering, and takes requests again once answered', async () => {
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = [slow(), slow()];
    await expect.poll(() => arrived).toBe(2);

    const shed = await slow();
    expect(shed.statusCode).toBe(503);
    expect(Number(shed.headers['retry-after'])).toBeGreaterThan(0);
    expect(shed.headers['cache-control']).toBe('no-store');
    expect(shed.json().error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', title: 'Busy right now' });
    expect(arrived).toBe(2);
    // Another call is not held up by this one's queue.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    release();
    for (const response of await Promise.all(held)) expect(response.statusCode).toBe(200);
    const again = await Promise.all([slow(), slow()]);
    expect(again.map((response) => response.statusCode)).toEqual([200, 200]);
  });
});
