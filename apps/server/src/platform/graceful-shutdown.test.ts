import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

describe('closing the app', () => {
  it('finishes a request in flight, then refuses new connections', async () => {
    let release: () => void = () => {};
    const requestArrived = new Promise<void>((arrived) => {
      release = arrived;
    });
    const t = await createTestApp({
      extend: (app) =>
        app.get('/api/test/slow', async () => {
          release();
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { data: 'done' };
        }),
    });
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const inFlight = fetch(`${address}/api/test/slow`);
      await requestArrived;
      const closing = t.app.close();

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
