import { randomUUID } from 'node:crypto';
import { getIdentityTrustInterview, requestIdentityTrustUrl } from '@fernleaf/contract/identity-trust';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityTrustInterviews } from '../../db/schema/identity-trust.ts';
import { call, callUnchecked } from '../../test/call.ts';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let member: Awaited<ReturnType<typeof signUpMember>>;
let otherMember: Awaited<ReturnType<typeof signUpMember>>;

beforeAll(async () => {
  testApp = await createTestApp();
  member = await signUpMember(testApp.app, testApp.config);
  otherMember = await signUpMember(testApp.app, testApp.config);
});
afterAll(() => testApp.close());

let clients = 0;
/** Each request from its own address: the call allows 20 a minute per client, and these tests make more. */
const requestUrl = (payload: Record<string, unknown>, authorization: string | null = member.authorization) =>
  callUnchecked(
    { app: testApp.app, authorization: authorization ?? undefined, remoteAddress: `10.0.0.${++clients}` },
    requestIdentityTrustUrl,
    { body: payload },
  );

const interviewOf = (interviewId: string, authorization: string | null = member.authorization) =>
  call({ app: testApp.app, authorization: authorization ?? undefined }, getIdentityTrustInterview, {
    params: { interviewId },
  });

const newRequest = (overrides: Record<string, unknown> = {}) => ({
  source: 'instacash',
  requestId: randomUUID(),
  flowType: 'ONBOARDING',
  ...overrides,
});

async function startCheck(authorization = member.authorization) {
  const response = await requestUrl(newRequest(), authorization);
  expect(response.statusCode).toBe(200);
  return response.data as { interviewId: string; userId: string; url: string };
}

/** The check page's path and token, as the browser would follow the url. */
function pageOf(url: string) {
  const parsed = new URL(url);
  return { path: `${parsed.pathname}${parsed.search}`, token: parsed.searchParams.get('token') ?? '' };
}

const sendPhotos = (interviewId: string, fields: Record<string, string>) =>
  testApp.app.inject({
    method: 'POST',
    url: `/sandbox/identity-check/${interviewId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const storedInterviews = (requestId: string) =>
  testApp.database.db.select().from(identityTrustInterviews).where(eq(identityTrustInterviews.requestId, requestId));

describe('POST /api/underwriting/incode/onboarding-url', () => {
  it('needs a signed-in member', async () => {
    expect((await requestUrl(newRequest(), null)).statusCode).toBe(401);
  });

  it("starts a PENDING check for the member and answers the sandbox page's signed address", async () => {
    const request = newRequest({ flowType: 'STEP_UP' });
    const response = await requestUrl(request);
    expect(response.statusCode).toBe(200);
    const data = response.data;
    expect(data).toEqual({
      interviewId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: member.memberId,
      url: expect.stringMatching(
        new RegExp(`^${testApp.config.publicUrl}/sandbox/identity-check/${data.interviewId}\\?token=[\\w-]{43}$`),
      ),
    });
    expect(await storedInterviews(request.requestId)).toEqual([
      expect.objectContaining({
        id: data.interviewId,
        memberId: member.memberId,
        source: 'instacash',
        flowType: 'STEP_UP',
        status: 'PENDING',
        completedAt: null,
      }),
    ]);
  });

  it('answers the same check for the same request id, and keeps one', async () => {
    const request = newRequest();
    const [first, second] = await Promise.all([requestUrl(request), requestUrl(request)]);
    const third = await requestUrl(request);
    expect(first.statusCode).toBe(200);
    expect(second.data).toEqual(first.data);
    expect(third.data).toEqual(first.data);
    expect(await storedInterviews(request.requestId)).toHaveLength(1);
  });

  it('refuses a request id reused for another flow with 422 naming requestId', async () => {
    const request = newRequest();
    await requestUrl(request);
    const response = await requestUrl({ ...request, flowType: 'STEP_UP' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.error.fields ?? {})).toEqual(['requestId']);
  });

  it('gives another member using the same request id a check of their own', async () => {
    const request = newRequest();
    const mine = (await requestUrl(request)).data;
    const theirs = (await requestUrl(request, otherMember.authorization)).data;
    expect(theirs.interviewId).not.toBe(mine.interviewId);
    expect(theirs.userId).toBe(otherMember.memberId);
  });

  it.each([
    [{ source: 'cbplus' }, 'source', 'Choose the product the check is for: instacash'],
    [{ requestId: 'request-1' }, 'requestId', 'Send the request id as a UUID'],
    [{ flowType: 'SOMETIMES' }, 'flowType', 'Choose the flow type: ONBOARDING or STEP_UP'],
    [{ flowType: undefined }, 'flowType', 'Choose the flow type: ONBOARDING or STEP_UP'],
  ])('refuses %o with 400 naming the field', async (change, field, message) => {
    const response = await requestUrl(newRequest(change));
    expect(response.statusCode).toBe(400);
    expect(response.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });
});

describe('GET /api/underwriting/incode/interview/:interviewId', () => {
  it('needs a signed-in member', async () => {
    const { interviewId } = await startCheck();
    expect((await interviewOf(interviewId, null)).statusCode).toBe(401);
  });

  it("answers the member's own check, with where to finish it while PENDING", async () => {
    const { interviewId, url } = await startCheck();
    const response = await interviewOf(interviewId);
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({
      interviewId,
      userId: member.memberId,
      source: 'instacash',
      flowType: 'ONBOARDING',
      status: 'PENDING',
      url,
      createdOn: expect.any(String),
      completedOn: null,
    });
  });

  it("answers 404 for another member's check and for an unknown one", async () => {
    const { interviewId } = await startCheck();
    const other = await interviewOf(interviewId, otherMember.authorization);
    expect(other.statusCode).toBe(404);
    expect(other.error.code).toBe('NOT_FOUND');
    expect((await interviewOf(randomUUID())).statusCode).toBe(404);
  });

  it('refuses a malformed id with 400 naming interviewId', async () => {
    const response = await interviewOf('not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toEqual({ interviewId: 'Enter a valid interview id' });
  });
});

describe('the sandbox check page', () => {
  it('shows the document and selfie inputs at the address the call answered, never cached', async () => {
    const { interviewId, url } = await startCheck();
    const page = await testApp.app.inject({ url: pageOf(url).path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<input type="file" id="document" name="document" accept="image/*"');
    expect(page.body).toContain('<input type="file" id="selfie" name="selfie" accept="image/*"');
    expect(page.body).toContain(`action="/sandbox/identity-check/${interviewId}"`);
    expect(page.body).toContain(`/instacash/identity-trust/callback?interviewId=${interviewId}&amp;status=PENDING`);
  });

  it('refuses a link without its token, with a token of another check, or for no check', async () => {
    const { interviewId } = await startCheck();
    const other = await startCheck();
    for (const path of [
      `/sandbox/identity-check/${interviewId}`,
      `/sandbox/identity-check/${interviewId}?token=${pageOf(other.url).token}`,
      `/sandbox/identity-check/${randomUUID()}?token=${pageOf(other.url).token}`,
      `/sandbox/identity-check/not-an-id?token=x`,
    ]) {
      const page = await testApp.app.inject({ url: path });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('This check link is not valid');
    }
    const sent = await sendPhotos(interviewId, { token: pageOf(other.url).token, document: 'a.jpg', selfie: 'b.jpg' });
    expect(sent.statusCode).toBe(404);
    expect((await interviewOf(interviewId)).data.status).toBe('PENDING');
  });

  it('passes any photos and sends the browser back to the callback with SUCCESS', async () => {
    const { interviewId, url } = await startCheck();
    const sent = await sendPhotos(interviewId, {
      token: pageOf(url).token,
      document: 'C:\\fakepath\\license-front.JPG',
      selfie: 'me.heic',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/instacash/identity-trust/callback?interviewId=${interviewId}&status=SUCCESS`);
    const interview = (await interviewOf(interviewId)).data;
    expect(interview).toMatchObject({ status: 'SUCCESS', url: null, completedOn: expect.any(String) });
  });

  it('fails the check when a file name contains "fail", whatever its case', async () => {
    const { interviewId, url } = await startCheck();
    const sent = await sendPhotos(interviewId, {
      token: pageOf(url).token,
      document: 'id.png',
      selfie: 'Selfie-FAIL.jpg',
    });
    expect(sent.headers.location).toBe(`/instacash/identity-trust/callback?interviewId=${interviewId}&status=FAILED`);
    expect((await interviewOf(interviewId)).data.status).toBe('FAILED');
  });

  it('asks again for a missing photo or a file that is not a photo, and records nothing', async () => {
    const { interviewId, url } = await startCheck();
    const missing = await sendPhotos(interviewId, { token: pageOf(url).token, document: 'id.jpg', selfie: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Add a selfie.');
    expect(missing.body).toContain('aria-invalid="true"');

    const notPhoto = await sendPhotos(interviewId, {
      token: pageOf(url).token,
      document: 'notes.txt',
      selfie: 'me.jpg',
    });
    expect(notPhoto.statusCode).toBe(400);
    expect(notPhoto.body).toContain('Choose a photo: a JPEG, PNG, HEIC or WebP image.');
    expect((await interviewOf(interviewId)).data.status).toBe('PENDING');
  });

  it('keeps the first outcome when the form is sent again, and says the check is finished', async () => {
    const { interviewId, url } = await startCheck();
    const { path, token } = pageOf(url);
    await sendPhotos(interviewId, { token, document: 'id.jpg', selfie: 'me.jpg' });
    const again = await sendPhotos(interviewId, { token, document: 'fail.jpg', selfie: 'fail.jpg' });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toContain('status=SUCCESS');
    expect((await interviewOf(interviewId)).data.status).toBe('SUCCESS');

    const page = await testApp.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This check is finished');
    expect(page.body).not.toContain('type="file"');
  });
});

describe('in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ env: { APP_ENV: 'production' } });
  });
  afterAll(() => production.close());

  it('serves no sandbox page and says the check is unavailable', async () => {
    const someone = await signUpMember(production.app, production.config);
    const response = await callUnchecked(
      { app: production.app, authorization: someone.authorization },
      requestIdentityTrustUrl,
      { body: newRequest() },
    );
    expect(response.statusCode).toBe(503);
    expect(response.error.code).toBe('SERVICE_UNAVAILABLE');
    const page = await production.app.inject({ url: `/sandbox/identity-check/${randomUUID()}?token=x` });
    expect(page.body).not.toContain('This check link is not valid');
  });
});
