// API answers: small ones go out as they are, large ones compressed as the client accepts.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { defineCall } from '@fernleaf/contract/define-call';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { compressFromLength } from './compress-answer.ts';
import { registerCall } from './register-call.ts';

const echo = defineCall({
  method: 'GET',
  path: '/test/echo',
  summary: 'Answers a text of the length asked for (test only)',
  tag: 'test',
  access: 'public',
  query: z.object({ length: z.coerce.number().int().min(0).max(100_000) }),
  response: z.object({ text: z.string() }),
});

describe('compressing API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app, database) =>
        registerCall(app, database.db, echo, async ({ query }) => ({ text: 'x'.repeat(query.length) })),
    });
  });
  afterAll(() => t.close());

  const ask = (length: number, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/test/echo?length=${length}`,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a small answer as it is', async () => {
    const small = await ask(100, 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { text: 'x'.repeat(100) } });
  });

  it('compresses a large answer with brotli, else gzip, else not at all', async () => {
    const length = compressFromLength * 4;
    const expected = { data: { text: 'x'.repeat(length) } };
    const brotli = await ask(length, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(expected);
    const gzipped = await ask(length, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(expected);
    const plain = await ask(length);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(expected);
  });
});
