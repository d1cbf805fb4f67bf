import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

describe('closing the app', () => {
  it('finishes a request in flight, then refuses new connections', async () => {
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    // The request is answered only once the server has stopped listening: closing has begun and is
    // waiting for it, whatever the machine's speed.
    let answer: () => void = () => {};
    const answerAllowed = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const t = await createTestApp({
      extend: (app) =>
        app.get('/api/test/slow', async () => {
          arrived();
          await answerAllowed;
          return { data: 'done' };
        }),
    });
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const inFlight = fetch(`${address}/api/test/slow`);
      await requestArrived;
      const closing = t.app.close();
      await vi.waitFor(() => expect(fetch(`${address}/api/health`)).rejects.toThrow(), {
        timeout: 10_000,
        interval: 20,
      });
      answer();

      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: 'done' });
      await closing;
      await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    } finally {
      await t.database.close();
    }
  });
});
