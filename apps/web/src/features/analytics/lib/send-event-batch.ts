// The default way batches reach POST /api/events.
import { recordEvents } from '@fernleaf/contract/call-addresses/record-events.gen';
import type { SendEventBatch } from '../../../lib/analytics/event-queue';
import { buildRequestUrl, callApi } from '../../../lib/api-client';

const eventsUrl = buildRequestUrl(recordEvents);

/**
 * While the page stays, an ordinary typed call. While it unloads, a beacon, which the browser
 * delivers after the page is gone; when the beacon is refused (no support, or over the browser's
 * 64 kB beacon budget) a keepalive fetch, which also outlives the page.
 */
export const sendEventBatch: SendEventBatch = (batch, { unloading }) => {
  if (!unloading) return callApi(recordEvents, { body: batch });
  const body = JSON.stringify(batch);
  if (navigator.sendBeacon?.(eventsUrl, new Blob([body], { type: 'application/json' }))) return undefined;
  return fetch(eventsUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true });
};
