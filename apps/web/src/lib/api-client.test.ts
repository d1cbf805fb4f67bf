import { type CallAddress, type CallDefinition, defineCall } from '@fernleaf/contract/define-call';
import * as envelopes from '@fernleaf/contract/envelopes';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  addRequestHeaders,
  apiErrorFromResponse,
  buildRequestUrl,
  callApi,
  connectApiSession,
} from './api-client';

/** A test call's address, as the generator writes one into call-addresses/, whose definition is at hand. */
function address<Call extends CallDefinition>(call: Call): CallAddress<Call> {
  return {
    method: call.method,
    path: call.path,
    access: call.access,
    ...(call.idempotent ? { idempotent: true } : {}),
    load: async () => call,
  };
}

const getThingCall = defineCall({
  method: 'GET',
  path: '/things/:thingId/parts/:partId',
  summary: 'test call',
  tag: 'test',
  access: 'public',
  params: z.object({ thingId: z.string(), partId: z.number() }),
  query: z.object({ page: z.number().optional(), tag: z.array(z.string()).optional(), q: z.string().optional() }),
  response: z.object({ name: z.string(), cents: z.number().int() }),
});
const getThing = address(getThingCall);

const createThing = address(
  defineCall({
    method: 'POST',
    path: '/things',
    summary: 'test call',
    tag: 'test',
    access: 'public',
    idempotent: true,
    body: z.object({ name: z.string() }),
    response: z.object({ id: z.string() }),
  }),
);

const ping = address(
  defineCall({
    method: 'GET',
    path: '/ping',
    summary: 'test call',
    tag: 'test',
    access: 'public',
    response: z.object({ pong: z.literal(true) }),
  }),
);

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('buildRequestUrl', () => {
  it('fills path params, encoded, under /api', () => {
    expect(buildRequestUrl(getThing, { params: { thingId: 'a b/c', partId: 7 } })).toBe(
      '/api/things/a%20b%2Fc/parts/7',
    );
  });

  it('adds the query, leaving out undefined and null values and repeating array values', () => {
    const url = buildRequestUrl(getThing, {
      params: { thingId: 't1', partId: 1 },
      query: { page: 2, q: undefined, missing: null, tag: ['x', 'y & z'] },
    });
    expect(url).toBe('/api/things/t1/parts/1?page=2&tag=x&tag=y+%26+z');
  });

  it('has no question mark when the query is empty', () => {
    expect(buildRequestUrl(getThing, { params: { thingId: 't1', partId: 1 }, query: { q: undefined } })).toBe(
      '/api/things/t1/parts/1',
    );
    expect(buildRequestUrl(ping)).toBe('/api/ping');
  });

  it('refuses a missing path param rather than calling a wrong URL', () => {
    expect(() => buildRequestUrl(getThing, { params: { thingId: 't1' } })).toThrow(/partId/);
  });
});

describe('apiErrorFromResponse', () => {
  it('keeps the envelope code, title, description and fields', () => {
    const body = {
      error: {
        code: 'VALIDATION_FAILED',
        title: 'Check your details',
        description: 'Some fields are not valid.',
        fields: { 'address.zip': 'Enter a 5-digit ZIP code' },
      },
    };
    const error = apiErrorFromResponse(400, JSON.stringify(body), envelopes);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', status: 400, ...body.error });
  });

  it('turns a body that is not the envelope into INTERNAL_ERROR with the generic wording', () => {
    for (const bodyText of ['<html>Bad gateway</html>', '', '{"message":"nope"}']) {
      const error = apiErrorFromResponse(502, bodyText, envelopes);
      expect(error).toMatchObject({ status: 502, code: 'INTERNAL_ERROR', title: "Oops... Let's try that again!" });
      expect(error.fields).toBeUndefined();
    }
  });

  it('reports an HTTP 408 as TIMEOUT, with or without an envelope', () => {
    expect(apiErrorFromResponse(408, 'Request Timeout', envelopes)).toMatchObject({ status: 408, code: 'TIMEOUT' });
    const withEnvelope = JSON.stringify({ error: { code: 'SOMETHING', title: 'Slow', description: 'Too slow.' } });
    expect(apiErrorFromResponse(408, withEnvelope, envelopes)).toMatchObject({ code: 'TIMEOUT', title: 'Slow' });
  });
});

describe('callApi', () => {
  it('returns the parsed data of a success', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { data: { name: 'fern', cents: 1234 } }));
    const result = await callApi(getThing, { params: { thingId: 't1', partId: 2 }, query: { page: 1 } }, { fetch });
    expect(result).toEqual({ name: 'fern', cents: 1234 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things/t1/parts/2?page=1');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('types the input and the answer from the definition, and takes only an address', () => {
    const fetch = vi.fn(async () => jsonResponse(200, { data: { name: 'fern', cents: 1 } }));
    const answer = callApi(getThing, { params: { thingId: 't', partId: 1 }, query: {} }, { fetch });
    expectTypeOf(answer).resolves.toEqualTypeOf<{ name: string; cents: number }>();
    // @ts-expect-error a params value of the wrong type
    void callApi(getThing, { params: { thingId: 't', partId: 'one' }, query: {} }, { fetch }).catch(() => undefined);
    // @ts-expect-error an idempotent call needs its key
    void callApi(createThing, { body: { name: 'fern' } }, { fetch }).catch(() => undefined);
    // @ts-expect-error a definition is not an address: calls are named one way
    void callApi(getThingCall, { params: { thingId: 't', partId: 1 }, query: {} }, { fetch }).catch(() => undefined);
  });

  it('sends the JSON body and the Idempotency-Key of an idempotent call', async () => {
    const fetch = vi.fn(async () => jsonResponse(201, { data: { id: 'new' } }));
    await callApi(createThing, { body: { name: 'fern' }, idempotencyKey: 'key-1' }, { fetch });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"fern"}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'idempotency-key': 'key-1' });
  });

  it('throws the ApiError of a failure envelope', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(404, { error: { code: 'NOT_FOUND', title: 'Not found', description: 'No such thing.' } }),
    );
    await expect(callApi(ping, {}, { fetch })).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('treats an answer that breaks the contract as INTERNAL_ERROR', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { data: { pong: 'yes' } }));
    await expect(callApi(ping, undefined, { fetch })).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
  });

  it('reports a request that outlives the timeout as TIMEOUT', async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(callApi(ping, {}, { fetch, timeoutMs: 10 })).rejects.toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('lets a cancellation by the caller through unchanged', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const pending = callApi(ping, {}, { fetch, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a network failure as SERVICE_UNAVAILABLE', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(callApi(ping, {}, { fetch })).rejects.toMatchObject({ status: 0, code: 'SERVICE_UNAVAILABLE' });
  });
});

const withDefaults = defineCall({
  method: 'PUT',
  path: '/things/:thingId',
  summary: 'test call',
  tag: 'test',
  access: 'public',
  idempotent: true,
  params: z.object({ thingId: z.string() }),
  body: z.object({ name: z.string() }),
  response: z.object({ name: z.string(), cents: z.number().int().default(0) }),
});

/** An address whose definition arrives only when the test lets it, like a contract chunk still loading. */
function addressOf<Call extends typeof withDefaults>(call: Call) {
  let release: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  const address: CallAddress<Call> = {
    method: call.method,
    path: call.path,
    access: call.access,
    idempotent: call.idempotent,
    load: vi.fn(() => loaded.then(() => call)),
  };
  return { address, release };
}

describe('callApi with a call address', () => {
  it('sends the request before the definition has loaded, then validates the answer with it', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { data: { name: 'fern', extra: true } }));
    const { address, release } = addressOf(withDefaults);
    const pending = callApi(
      address,
      { params: { thingId: 't 1' }, body: { name: 'fern' }, idempotencyKey: 'k' },
      { fetch },
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(address.load).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things/t%201');
    expect(init).toMatchObject({ method: 'PUT', body: '{"name":"fern"}' });
    expect(init.headers).toMatchObject({ 'idempotency-key': 'k' });

    release();
    // Defaults filled and unknown keys dropped, exactly as with the definition itself.
    await expect(pending).resolves.toEqual({ name: 'fern', cents: 0 });
  });

  it('rejects an answer that breaks the definition, and throws the failure envelope', async () => {
    const broken = addressOf(withDefaults);
    broken.release();
    const badAnswer = vi.fn(async () => jsonResponse(200, { data: { cents: 'many' } }));
    await expect(
      callApi(
        broken.address,
        { params: { thingId: 't' }, body: { name: 'x' }, idempotencyKey: 'k' },
        { fetch: badAnswer },
      ),
    ).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });

    const failure = vi.fn(async () =>
      jsonResponse(409, { error: { code: 'CONFLICT', title: 'Taken', description: 'Already there.' } }),
    );
    await expect(
      callApi(
        broken.address,
        { params: { thingId: 't' }, body: { name: 'x' }, idempotencyKey: 'k' },
        { fetch: failure },
      ),
    ).rejects.toMatchObject({ status: 409, code: 'CONFLICT', title: 'Taken' });
  });
});

describe('callApi with a member session', () => {
  const whoAmI = address(
    defineCall({
      method: 'GET',
      path: '/me',
      summary: 'test call',
      tag: 'test',
      access: 'member',
      response: z.object({ id: z.string() }),
    }),
  );
  const failure = (status: number, code: string) =>
    vi.fn(async () => jsonResponse(status, { error: { code, title: 't', description: 'd' } }));
  const session = () => ({
    getAccessToken: vi.fn(async () => 'token-1'),
    onInvalidToken: vi.fn(),
    onSessionRevoked: vi.fn(),
  });

  it('sends the bearer token on member calls only, and the app source on all', async () => {
    const connected = session();
    connectApiSession(connected);
    const fetch = vi.fn(async () => jsonResponse(200, { data: { id: 'm1' } }));
    await callApi(whoAmI, {}, { fetch });
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-app-source': 'web',
    });
    const publicFetch = vi.fn(async () => jsonResponse(200, { data: { pong: true } }));
    await callApi(ping, {}, { fetch: publicFetch });
    expect((publicFetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty(
      'authorization',
    );
    connectApiSession(undefined);
  });

  it('adds the headers of every registered provider until it is removed', async () => {
    const remove = addRequestHeaders(() => ({ 'x-device-id': 'device-1' }));
    const fetch = vi.fn(async () => jsonResponse(200, { data: { pong: true } }));
    await callApi(ping, {}, { fetch });
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      'x-device-id': 'device-1',
    });
    remove();
    await callApi(ping, {}, { fetch });
    expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty('x-device-id');
  });

  it('drops the session on INVALID_TOKEN_OR_EXPIRED and signs out on G001, still throwing the error', async () => {
    const connected = session();
    connectApiSession(connected);
    await expect(callApi(whoAmI, {}, { fetch: failure(401, 'INVALID_TOKEN_OR_EXPIRED') })).rejects.toMatchObject({
      code: 'INVALID_TOKEN_OR_EXPIRED',
    });
    expect(connected.onInvalidToken).toHaveBeenCalledOnce();
    await expect(callApi(whoAmI, {}, { fetch: failure(401, 'G001') })).rejects.toMatchObject({ code: 'G001' });
    expect(connected.onSessionRevoked).toHaveBeenCalledOnce();
    connectApiSession(undefined);
  });
});
