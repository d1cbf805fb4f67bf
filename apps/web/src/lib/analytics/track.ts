// The one entry point for recording an analytics event. Analytics starts once the first screen is up
// (main.tsx): events tracked before that wait for it (at most `maxEarlyEvents`), and consent is
// checked when they reach the queue. Events tracked after analytics stopped, or without analytics
// consent, are dropped.
import type { EventProperties, EventQueue } from './event-queue';

/** Events kept from before analytics started; more are dropped. */
export const maxEarlyEvents = 50;

let activeQueue: EventQueue | undefined;
let started = false;
let early: { name: string; properties?: EventProperties }[] = [];

/** `name`: 1-64 of a-z 0-9 _ . : - (e.g. `offer.viewed`); at most 20 string, number or boolean properties. */
export function track(name: string, properties?: EventProperties): void {
  if (activeQueue) activeQueue.track(name, properties);
  else if (!started && early.length < maxEarlyEvents) early.push({ name, properties });
}

/** Set by startAnalytics(), which receives the events tracked before it; undefined stops tracking. */
export function setTrackingQueue(queue: EventQueue | undefined): void {
  activeQueue = queue;
  if (!queue) return;
  started = true;
  const waiting = early;
  early = [];
  for (const event of waiting) queue.track(event.name, event.properties);
}
