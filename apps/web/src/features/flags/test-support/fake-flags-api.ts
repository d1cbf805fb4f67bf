// A stand-in for GET /api/flags: answers the given flags (or a failure) and counts the requests.
import type { FeatureFlags } from '@fernleaf/contract/flags';
import { vi } from 'vitest';

export function flagsAnswer(flags: FeatureFlags, fetchedAt = '2026-01-15T12:00:00.000Z') {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ data: { flags, fetchedAt } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

export function failingAnswer() {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', title: 'Down', description: 'Down' } }), {
        status: 503,
      }),
  );
}

/** A request that answers only when the test says so. */
export function heldAnswer(flags: FeatureFlags) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = flagsAnswer(flags);
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    await released;
    return answer(url, init);
  });
  return { fetch, release };
}
