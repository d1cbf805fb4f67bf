import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createErrorMonitor, type StoredClientError } from './error-monitoring.ts';

const stored: StoredClientError = {
  id: '00000000-0000-4000-8000-000000000001',
  message: 'boom',
  stack: null,
  route: '/discover',
  owner: 'discover',
  release: null,
  userAgent: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
};

describe('createErrorMonitor', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never calls out when no URL is configured', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const url of [undefined, ''])
      await createErrorMonitor({ url, release: 'test' }).forward(stored, pino({ enabled: false }));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a malformed URL at creation rather than on the first report', () => {
    expect(() => createErrorMonitor({ url: 'not a url', release: 'test' })).toThrow();
  });

  it('gives up on a service that does not answer in time and logs a warning instead of throwing', async () => {
    const server = createServer(() => {}); // accepts the request and never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // A logger that writes nowhere: the spy is what the test reads.
    const log = pino({ level: 'warn' }, new Writable({ write: (_chunk, _encoding, done) => done() }));
    const warn = vi.spyOn(log, 'warn');
    try {
      const monitor = createErrorMonitor({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        release: 'test',
        timeoutMs: 50,
      });
      await expect(monitor.forward(stored, log)).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ clientErrorId: stored.id, reason: expect.stringContaining('TimeoutError') }),
        'could not forward a client error to error monitoring',
      );
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
