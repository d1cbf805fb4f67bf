// The one entry point for recording an analytics event. Events tracked before startAnalytics() ran,
// or without analytics consent, are dropped.
import type { EventProperties, EventQueue } from './event-queue';

let activeQueue: EventQueue | undefined;

/** `name`: 1-64 of a-z 0-9 _ . : - (e.g. `offer.viewed`); at most 20 string, number or boolean properties. */
export function track(name: string, properties?: EventProperties): void {
  activeQueue?.track(name, properties);
}

/** Set by startAnalytics(); undefined stops tracking. */
export function setTrackingQueue(queue: EventQueue | undefined): void {
  activeQueue = queue;
}
