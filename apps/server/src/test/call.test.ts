// The test client holds the contract's types: the `@ts-expect-error` lines below are compiled by
// `npm run typecheck`, which fails if a renamed field, a wrong type or a missing part is accepted
// (an unused `@ts-expect-error` is itself an error). The runtime checks show what it sends and reads.
import { getBankingEsign, signBankingEsign } from '@fernleaf/contract/checking';
import type { CallResponse } from '@fernleaf/contract/define-call';
import type { ApiErrorBody } from '@fernleaf/contract/envelopes';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { call, callUnchecked, openApiPathOf, urlOf } from './call.ts';
import { signUpMember } from './sign-in-flow.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let member: Awaited<ReturnType<typeof signUpMember>>;
beforeAll(async () => {
  t = await createTestApp();
  member = await signUpMember(t.app, t.config);
});
afterAll(() => t.close());

describe('call', () => {
  it('types the answer from the contract and reads it through the response schema', async () => {
    const answer = await call(member, getBankingEsign);
    expect(answer.statusCode).toBe(200);
    expectTypeOf(answer.data).toEqualTypeOf<CallResponse<typeof getBankingEsign>>();
    expect(answer.data.documents.map((document) => document.documentId)).toEqual([
      'ESIGN_CONSENT',
      'CHECKING_ACCOUNT_AGREEMENT',
      'PRIVACY_NOTICE',
    ]);
    // @ts-expect-error a field the contract does not have: renaming `documents` breaks this line.
    expect(answer.data.agreements).toBeUndefined();
  });

  it('sends the typed body with a fresh Idempotency-Key, or the one given', async () => {
    const signed = await call(member, signBankingEsign, { body: { documentIds: ['ESIGN_CONSENT'] } });
    expect(signed.data.documents[0]?.isEsigned).toBe(true);
    const key = 'test-key-given-once';
    const first = await call(member, signBankingEsign, {
      body: { documentIds: ['PRIVACY_NOTICE'] },
      idempotencyKey: key,
    });
    // The same key with another body is refused: the key given was the one sent.
    const reused = await call(member, signBankingEsign, {
      body: { documentIds: ['ESIGN_CONSENT'] },
      idempotencyKey: key,
    });
    expect(first.statusCode).toBe(200);
    expect(reused.statusCode).toBe(422);
    expect(reused.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('sends no Idempotency-Key when told null, and the server asks for one', async () => {
    const answer = await call(member, signBankingEsign, {
      body: { documentIds: ['ESIGN_CONSENT'] },
      idempotencyKey: null,
    });
    expect(answer.statusCode).toBe(400);
    expectTypeOf(answer.error).toEqualTypeOf<ApiErrorBody>();
    expect(answer.error.fields).toHaveProperty('idempotency-key');
  });

  it('refuses, at compile time, input the contract does not accept', async () => {
    const renamed = () =>
      // @ts-expect-error `documentIds` renamed: the contract's body type refuses it.
      call(member, signBankingEsign, { body: { documentId: ['ESIGN_CONSENT'] } });
    const wrongType = () =>
      // @ts-expect-error a list of agreements, not one.
      call(member, signBankingEsign, { body: { documentIds: 'ESIGN_CONSENT' } });
    // @ts-expect-error the body is required.
    const missing = () => call(member, signBankingEsign, {});
    // The server refuses them too, with the error envelope the answer reads.
    for (const send of [renamed, wrongType, missing]) {
      const answer = await send();
      expect(answer.statusCode).toBe(400);
      expect(answer.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('throws with what the server said when a failed answer is read as data, and the other way round', async () => {
    const failed = await call({ app: t.app }, getBankingEsign);
    expect(failed.statusCode).toBe(401);
    expect(() => failed.data).toThrow(/GET \/banking\/esign answered 401, not a success/);
    const succeeded = await call(member, getBankingEsign);
    expect(() => succeeded.error).toThrow(/answered 200 without an error envelope/);
  });
});

describe('callUnchecked', () => {
  it('sends what the types would refuse, still naming the call', async () => {
    const answer = await callUnchecked(member, signBankingEsign, { body: { documentIds: 'ESIGN_CONSENT' } });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.error.fields ?? {})).toEqual(['documentIds']);
  });

  it('sends a raw body as written', async () => {
    const answer = await callUnchecked(
      member,
      signBankingEsign,
      { rawBody: '{"documentIds": [' },
      { headers: { 'content-type': 'application/json' } },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.error.fields).toHaveProperty('body');
  });
});

describe('urlOf', () => {
  it('fills the params, encoded, and writes the query without undefined values', () => {
    expect(urlOf({ path: '/campaign/:campaignId/schedule' }, { params: { campaignId: 'a b' } })).toBe(
      '/api/campaign/a%20b/schedule',
    );
    expect(urlOf({ path: '/banking/transactions' }, { query: { page: 2, filter: undefined, tag: ['x', 'y'] } })).toBe(
      '/api/banking/transactions?page=2&tag=x&tag=y',
    );
    expect(urlOf({ path: '/banking/transactions' }, { query: 'page=%' })).toBe('/api/banking/transactions?page=%');
  });
});

describe('openApiPathOf', () => {
  it("writes the call's path as the OpenAPI document keys it", () => {
    expect(openApiPathOf({ path: '/investment/assets/:symbol/history' })).toBe(
      '/api/investment/assets/{symbol}/history',
    );
    expect(openApiPathOf({ path: '/investment/explore' })).toBe('/api/investment/explore');
  });
});
