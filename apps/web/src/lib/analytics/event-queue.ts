// Buffers analytics events and sends them in batches. Consent is checked twice: when an event is
// tracked (without analytics consent it is dropped, never stored) and again when a batch is sent
// (consent withdrawn in the meantime discards what was buffered).
import {
  type AnalyticsEvent,
  analyticsEventSchema,
  maxEventsPerBatch,
  type recordEvents,
} from '@fernleaf/contract/telemetry';
import type { z } from 'zod';

export type EventBatch = z.input<NonNullable<(typeof recordEvents)['body']>>;
export type EventProperties = NonNullable<AnalyticsEvent['properties']>;

/** `unloading` is true when the page is going away and only a beacon is sure to get out. */
export type SendEventBatch = (batch: EventBatch, options: { unloading: boolean }) => Promise<unknown> | undefined;

/** A batch goes out at most this long after its first event was tracked. */
export const flushDelayMs = 5000;

export interface EventQueueOptions {
  send: SendEventBatch;
  hasAnalyticsConsent: () => boolean;
  /** Called only with consent, so it may create the anonymous id cookie. */
  getAnonymousId: () => string;
  getPath: () => string;
  now?: () => Date;
}

export interface EventQueue {
  /** Returns whether the event was buffered (false without consent or when invalid). */
  track(name: string, properties?: EventProperties): boolean;
  /** Sends everything buffered, in batches of at most 50; resolves once every batch has settled. */
  flush(options?: { unloading?: boolean }): Promise<void>;
  /** Drops buffered events unsent, e.g. when analytics consent is withdrawn. */
  discard(): void;
  readonly size: number;
}

export function createEventQueue(options: EventQueueOptions): EventQueue {
  const now = options.now ?? (() => new Date());
  let buffer: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function cancelTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  async function flush({ unloading = false }: { unloading?: boolean } = {}): Promise<void> {
    cancelTimer();
    if (buffer.length === 0) return;
    if (!options.hasAnalyticsConsent()) {
      buffer = [];
      return;
    }
    const anonymousId = options.getAnonymousId();
    const sends: Promise<unknown>[] = [];
    // Every batch is handed over before any await: while unloading, later turns never come.
    while (buffer.length > 0) {
      const events = buffer.splice(0, maxEventsPerBatch);
      try {
        sends.push(Promise.resolve(options.send({ anonymousId, events }, { unloading })));
      } catch (error) {
        sends.push(Promise.reject(error));
      }
    }
    // Analytics is best effort: a failed batch is dropped rather than retried, so an outage cannot
    // grow the buffer without bound or send duplicates once the server recovers.
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') console.warn('Analytics events could not be sent.', result.reason);
    }
  }

  return {
    track(name, properties) {
      if (!options.hasAnalyticsConsent()) return false;
      const event = { name, occurredAt: now().toISOString(), path: options.getPath().slice(0, 2048), properties };
      const parsed = analyticsEventSchema.safeParse(event);
      if (!parsed.success) {
        // A bad name or too many properties is a bug in the caller; the server would reject the whole batch.
        console.warn(`Analytics event "${name}" was dropped because it is invalid.`, parsed.error.issues);
        return false;
      }
      buffer.push(parsed.data);
      if (buffer.length >= maxEventsPerBatch) void flush();
      else timer ??= setTimeout(() => void flush(), flushDelayMs);
      return true;
    },
    flush,
    discard() {
      cancelTimer();
      buffer = [];
    },
    get size() {
      return buffer.length;
    },
  };
}
