import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventBatch } from '../../../lib/analytics/event-queue';
import { sendEventBatch } from './send-event-batch';

const batch: EventBatch = {
  anonymousId: '0b6f6c53-7a3e-4e4b-9d6c-2f5b8e1a9c10',
  events: [{ name: 'page.viewed', occurredAt: '2025-03-01T12:00:00.000Z', path: '/home' }],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendEventBatch', () => {
  it('uses a beacon to POST /api/events while the page unloads', async () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn();
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('fetch', fetch);
    expect(sendEventBatch(batch, { unloading: true })).toBeUndefined();
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/events');
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await body.text())).toEqual(batch);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused or missing', async () => {
    for (const navigator of [{ sendBeacon: () => false }, {}]) {
      const fetch = vi.fn(async () => new Response(null, { status: 202 }));
      vi.stubGlobal('navigator', navigator);
      vi.stubGlobal('fetch', fetch);
      await sendEventBatch(batch, { unloading: true });
      expect(fetch).toHaveBeenCalledWith('/api/events', expect.objectContaining({ method: 'POST', keepalive: true }));
    }
  });

  it('makes an ordinary API call while the page stays', async () => {
    const fetch = vi.fn(async () => Response.json({ data: { accepted: 1 } }, { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    await expect(sendEventBatch(batch, { unloading: false })).resolves.toEqual({ accepted: 1 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events');
    expect(JSON.parse(String(init.body))).toEqual(batch);
  });
});
