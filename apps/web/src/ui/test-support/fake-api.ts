// A stand-in for the API in tests: answers each `METHOD /api/path` with the handler given for it
// and records every request, so a test sees exactly what the web app sent.
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

export type FakeAnswer = { status: number; body: unknown };
export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export function ok(data: unknown, status = 200): FakeAnswer {
  return { status, body: { data } };
}

export function failure(
  status: number,
  code: string,
  description: string,
  fields?: Record<string, string>,
): FakeAnswer {
  return { status, body: { error: { code, title: 'Request failed', description, fields } } };
}

/** A promise a test settles by hand, for checking what shows while a request is in flight. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export function createFakeApi(routes: Record<string, FakeHandler | FakeAnswer>) {
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (!route) throw new Error(`No fake answer for ${request.method} ${request.path}`);
    const answer = typeof route === 'function' ? await route(request) : route;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    requests,
    /** The requests sent to one `METHOD /api/path`. */
    requestsTo: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}
