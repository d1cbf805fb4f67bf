// Text no call can store (NUL bytes, lone surrogates) and values nested thousands of levels deep are
// refused at the edge with 400 naming the field; each of these answered 500 before.
import { defineCall } from '@fernleaf/contract/define-call';
import { errorEnvelopeSchema } from '@fernleaf/contract/envelopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deeplyNested } from '../test/contract-arbitraries.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { findUnsafeInput, maxInputDepth } from './input-hygiene.ts';
import { registerCall } from './register-call.ts';

/** A creating call whose body keeps any JSON, as a call with a free-form part would. */
const storeDocument = defineCall({
  method: 'POST',
  path: '/test/documents',
  summary: 'Stores a free-form document (test only)',
  tag: 'test',
  access: 'public',
  idempotent: true,
  body: z.object({ document: z.unknown() }),
  response: z.object({ stored: z.boolean() }),
});

const now = () => new Date().toISOString();
const errorReport = (overrides: Record<string, unknown>) => ({
  message: 'Cannot read properties of undefined',
  route: '/home',
  owner: 'web-core',
  occurredAt: now(),
  ...overrides,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app, database) => registerCall(app, database.db, storeDocument, async () => ({ stored: true })),
  });
});
afterAll(() => t.close());

function expectRefused(response: { statusCode: number; json(): unknown }, field: string, message: RegExp) {
  expect(response.statusCode).toBe(400);
  const body = errorEnvelopeSchema.parse(response.json());
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.fields?.[field]).toMatch(message);
}

describe('text no call can store', () => {
  it('refuses a NUL character in a body field, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: errorReport({ message: 'broken\u0000page' }),
    });
    expectRefused(response, 'message', /NUL character/);
  });

  it('refuses a lone surrogate in a nested field, naming its path', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: {
        anonymousId: '8f7c3c4e-5a8d-4c1e-9d7a-2b1f0e6a9c31',
        events: [{ name: 'offer.viewed', occurredAt: now(), path: '/offers', properties: { title: 'Offer \ud800' } }],
      },
    });
    expectRefused(response, 'events.0.properties.title', /valid Unicode/);
  });

  it('refuses a NUL character in a field name, naming the object that holds it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: {
        anonymousId: '8f7c3c4e-5a8d-4c1e-9d7a-2b1f0e6a9c31',
        events: [{ name: 'offer.viewed', occurredAt: now(), path: '/offers', properties: { 'plan\u0000': 'free' } }],
      },
    });
    expectRefused(response, 'events.0.properties', /Field names: must not contain a NUL character/);
  });

  it('refuses a NUL character in a query value', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?recipient=someone%00' });
    expectRefused(response, 'recipient', /NUL character/);
  });

  it('refuses a NUL character in a path parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/campaign/spring%00/schedule' });
    expectRefused(response, 'campaignId', /NUL character/);
  });
});

describe('addresses the router cannot read', () => {
  it('answers an undecodable path with 400 and the error envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/campaign/a%ED%A0%80/schedule' });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it('answers an overlong path parameter with 414 and the error envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/campaign/${'x'.repeat(1_000)}/schedule` });
    expect(response.statusCode).toBe(414);
    expect(errorEnvelopeSchema.parse(response.json()).error.description).not.toContain('xxxx');
  });
});

describe('deep nesting', () => {
  it('refuses a body nested 5,000 levels deep with 400, where hashing it for its Idempotency-Key overflowed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/documents',
      headers: { 'idempotency-key': 'deep-document-0001', 'content-type': 'application/json' },
      payload: `{"document":${'['.repeat(5_000)}0${']'.repeat(5_000)}}`,
    });
    expectRefused(response, `document${'.0'.repeat(maxInputDepth - 1)}`, /nested more than 32 levels/);
  });

  it('takes a document nested within the bound', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/documents',
      headers: { 'idempotency-key': 'shallow-document-0001' },
      payload: { document: deeplyNested(20, 'object') },
    });
    expect(response.statusCode).toBe(200);
  });

  it('walks any depth without recursion', () => {
    const problem = findUnsafeInput(deeplyNested(200_000, 'object'));
    expect(problem?.path).toHaveLength(maxInputDepth);
    expect(findUnsafeInput({ fine: ['text', 1, null, { ok: '€ and 😀' }] })).toBeUndefined();
  });
});
