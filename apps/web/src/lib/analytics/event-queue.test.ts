import { recordEvents } from '@fernleaf/contract/telemetry';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventQueue, type EventBatch, flushDelayMs } from './event-queue';

const anonymousId = '0b6f6c53-7a3e-4e4b-9d6c-2f5b8e1a9c10';

function setup({ consent = true } = {}) {
  const state = { consent };
  const batches: { batch: EventBatch; unloading: boolean }[] = [];
  const send = vi.fn((batch: EventBatch, { unloading }: { unloading: boolean }) => {
    batches.push({ batch, unloading });
    return Promise.resolve();
  });
  const queue = createEventQueue({
    send,
    hasAnalyticsConsent: () => state.consent,
    getAnonymousId: () => anonymousId,
    getPath: () => '/home',
    now: () => new Date('2025-03-01T12:00:00.000Z'),
  });
  return { queue, send, batches, state };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('event queue', () => {
  it('drops every event while there is no analytics consent', async () => {
    const { queue, send } = setup({ consent: false });
    expect(queue.track('page.viewed')).toBe(false);
    expect(queue.size).toBe(0);
    await vi.advanceTimersByTimeAsync(flushDelayMs * 2);
    await queue.flush({ unloading: true });
    expect(send).not.toHaveBeenCalled();
  });

  it('with consent, sends events 5 s after the first one, with the anonymous id and path', async () => {
    const { queue, batches } = setup();
    queue.track('page.viewed', { section: 'home' });
    queue.track('offer:clicked', { position: 2, sponsored: false });
    await vi.advanceTimersByTimeAsync(flushDelayMs - 1);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([
      {
        unloading: false,
        batch: {
          anonymousId,
          events: [
            {
              name: 'page.viewed',
              occurredAt: '2025-03-01T12:00:00.000Z',
              path: '/home',
              properties: { section: 'home' },
            },
            {
              name: 'offer:clicked',
              occurredAt: '2025-03-01T12:00:00.000Z',
              path: '/home',
              properties: { position: 2, sponsored: false },
            },
          ],
        },
      },
    ]);
    expect(recordEvents.body.safeParse(batches[0]?.batch).success).toBe(true);
  });

  it('sends batches of at most 50, each one valid for POST /events', async () => {
    const { queue, batches } = setup();
    for (let index = 0; index < 49; index += 1) queue.track('item.seen', { index });
    expect(batches).toHaveLength(0);
    // The 50th fills a batch, which goes at once.
    queue.track('item.seen', { index: 49 });
    expect(batches.map(({ batch }) => batch.events.length)).toEqual([50]);

    for (let index = 50; index < 120; index += 1) queue.track('item.seen', { index });
    await queue.flush({ unloading: true });
    expect(batches.map(({ batch }) => batch.events.length)).toEqual([50, 50, 20]);
    expect(batches.at(-1)?.unloading).toBe(true);
    expect(batches.flatMap(({ batch }) => batch.events.map((event) => event.properties?.index))).toEqual(
      Array.from({ length: 120 }, (_, index) => index),
    );
    for (const { batch } of batches) expect(recordEvents.body.safeParse(batch).success).toBe(true);
  });

  it('discards what was buffered when consent is withdrawn before the batch goes', async () => {
    const { queue, send, state } = setup();
    queue.track('page.viewed');
    state.consent = false;
    await vi.advanceTimersByTimeAsync(flushDelayMs);
    expect(send).not.toHaveBeenCalled();
    expect(queue.size).toBe(0);
  });

  it('drops invalid events instead of letting them spoil a batch', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { queue } = setup();
    expect(queue.track('Page Viewed')).toBe(false);
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`p${index}`, index]));
    expect(queue.track('page.viewed', tooMany)).toBe(false);
    expect(queue.size).toBe(0);
  });

  it('logs a failed batch and drops it rather than retrying', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { queue, send } = setup();
    send.mockImplementationOnce(() => Promise.reject(new Error('503')));
    queue.track('page.viewed');
    await queue.flush();
    expect(warn).toHaveBeenCalledWith('Analytics events could not be sent.', expect.any(Error));
    expect(queue.size).toBe(0);
  });
});
