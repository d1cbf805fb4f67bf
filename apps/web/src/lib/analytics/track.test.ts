import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventQueue } from './event-queue';

// track.ts keeps module state (the queue, the events from before it): each test gets a fresh copy.
let trackModule: typeof import('./track');
beforeEach(async () => {
  vi.resetModules();
  trackModule = await import('./track');
});

function fakeQueue(): EventQueue & { tracked: string[] } {
  const tracked: string[] = [];
  return {
    tracked,
    track: (name) => {
      tracked.push(name);
      return true;
    },
    flush: async () => {},
    discard: () => {},
    size: 0,
  };
}

describe('track', () => {
  it('hands events tracked before analytics started to the queue once it starts, in order', () => {
    trackModule.track('offer.viewed');
    trackModule.track('checking.created', { outcome: 'ok' });
    const queue = fakeQueue();
    trackModule.setTrackingQueue(queue);
    expect(queue.tracked).toEqual(['offer.viewed', 'checking.created']);
    trackModule.track('page.viewed');
    expect(queue.tracked).toEqual(['offer.viewed', 'checking.created', 'page.viewed']);
  });

  it('keeps at most maxEarlyEvents events from before the start', () => {
    for (let index = 0; index < trackModule.maxEarlyEvents + 5; index += 1) trackModule.track(`event.${index}`);
    const queue = fakeQueue();
    trackModule.setTrackingQueue(queue);
    expect(queue.tracked).toHaveLength(trackModule.maxEarlyEvents);
    expect(queue.tracked.at(-1)).toBe(`event.${trackModule.maxEarlyEvents - 1}`);
  });

  it('drops events tracked after analytics stopped', () => {
    trackModule.setTrackingQueue(fakeQueue());
    trackModule.setTrackingQueue(undefined);
    trackModule.track('page.viewed');
    const restarted = fakeQueue();
    trackModule.setTrackingQueue(restarted);
    expect(restarted.tracked).toEqual([]);
  });
});
