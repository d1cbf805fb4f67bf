// A stand-in for the server behind `callApi`: answers by method and path with the contract's
// envelopes, and records every request so a test can check what was sent.
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export type FakeAnswer =
  | { data: unknown }
  | { status: number; error: { code: string; title: string; description: string } };

export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** `routes` maps "METHOD /api/path" (path without the query) to a handler. */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const request: FakeRequest = {
      method,
      path: url.pathname,
      search: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init.headers as Record<string, string>) },
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) {
      return Response.json(
        { error: { code: 'NOT_FOUND', title: 'Not found', description: `No fake for ${method} ${url.pathname}` } },
        { status: 404 },
      );
    }
    const answer = await handler(request);
    if ('error' in answer) return Response.json({ error: answer.error }, { status: answer.status });
    return Response.json({ data: answer.data });
  });
  return {
    fetch,
    requests,
    /** The requests sent to one route, in order. */
    to: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}

export function apiFailure(status: number, code: string, description: string): FakeAnswer {
  return { status, error: { code, title: 'Request failed', description } };
}
