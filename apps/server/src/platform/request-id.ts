import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const acceptableRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps a caller's `x-request-id` when it looks like an id, so one request can be traced across hops. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && acceptableRequestId.test(given) ? given : randomUUID();
}
