// "Forgot password": a code by email, the same answer for any address, limits per client and per
// email, and a reset that ends every session and refresh token of the member.
import { requestPasswordReset, resetPassword } from '@fernleaf/contract/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { listMessages } from '../../identity/outbox-repo.ts';
import { passwordResetLimits } from '../../identity/password-reset.ts';
import { call, callUnchecked } from '../../test/call.ts';
import { exchangeToken, signInMember, signUpMember, startAuthorization, TokenError } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCount = 0;
/** Each test asks from its own client address, so the per-address limits of one do not reach another. */
const newAddress = () => `198.51.100.${++addressCount}`;

const askForCode = (email: string, remoteAddress: string) =>
  call({ app: t.app, remoteAddress }, requestPasswordReset, { body: { email } });
const confirm = (body: { email: string; code: string; password: string }, remoteAddress: string) =>
  call({ app: t.app, remoteAddress }, resetPassword, { body });

async function latestCode(email: string): Promise<string> {
  const [message] = await listMessages(t.database.db, { recipient: email, limit: 1 });
  const code = message?.body.match(/^(\d{8}) is your code/)?.[1];
  if (!code) throw new Error(`no reset code sent to ${email}: ${message?.body}`);
  return code;
}

describe('asking for a reset code', () => {
  it('answers alike whether or not the email has an account, and emails a code only to an account', async () => {
    const member = await signUpMember(t.app, t.config);
    const address = newAddress();
    const known = await askForCode(member.email, address);
    const unknown = await askForCode(`nobody-${Date.now()}@example.test`, address);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.data.expiresInMinutes).toBe(30);
    const [message] = await listMessages(t.database.db, { recipient: member.email, limit: 1 });
    expect(message).toMatchObject({ channel: 'email', subject: expect.stringMatching(/Reset your .* password/) });
    expect(message?.body).toMatch(/^\d{8} is your code/);
  });

  it('keeps only a hash of the code', async () => {
    const member = await signUpMember(t.app, t.config);
    await askForCode(member.email, newAddress());
    const code = await latestCode(member.email);
    const stored = await queryRows(t.database.db, sql`select * from password_resets`);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('is limited per email, whichever address asks, and per address, whichever email it asks for', async () => {
    const email = `limited-${Date.now()}@example.test`;
    const perEmail = passwordResetLimits.requestsPerEmail.max;
    for (let i = 0; i < perEmail; i++) expect((await askForCode(email, newAddress())).statusCode).toBe(200);
    const overEmail = await askForCode(email, newAddress());
    expect(overEmail.statusCode).toBe(429);
    expect(overEmail.error.code).toBe('RATE_LIMITED');

    const address = newAddress();
    const perAddress = passwordResetLimits.requestsPerAddress.max;
    const statuses: number[] = [];
    for (let i = 0; i <= perAddress; i++) {
      statuses.push((await askForCode(`someone-${i}-${Date.now()}@example.test`, address)).statusCode);
    }
    expect(statuses.slice(0, perAddress).every((status) => status === 200)).toBe(true);
    expect(statuses[perAddress]).toBe(429);
  });
});

describe('resetting the password with the code', () => {
  it('sets the new password: the old one fails, the old refresh token and browser session end, and the member is told', async () => {
    const member = await signUpMember(t.app, t.config);
    // Signed in, the browser goes straight back to the app without the sign-in page.
    expect((await startAuthorization(t.app, t.config, member.jar)).location).not.toMatch(/^\/login/);
    const address = newAddress();
    await askForCode(member.email, address);
    const newPassword = 'a brand new passphrase';
    const reset = await confirm(
      { email: member.email, code: await latestCode(member.email), password: newPassword },
      address,
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.data).toEqual({ reset: true });

    // The refresh token issued before the reset no longer works.
    await expect(
      exchangeToken(t.app, { grant_type: 'refresh_token', refresh_token: member.tokens.refreshToken }),
    ).rejects.toBeInstanceOf(TokenError);
    // The browser that was signed in has to sign in again: the service sends it to the sign-in page.
    const again = await startAuthorization(t.app, t.config, member.jar);
    expect(again.location).toMatch(/^\/login\?uid=/);
    // The old password fails, the new one works.
    await expect(signInMember(t.app, t.config, member.email, member.password)).rejects.toThrow(/INVALID_CREDENTIALS/);
    const tokens = await signInMember(t.app, t.config, member.email, newPassword);
    expect(tokens.accessToken).toBeTruthy();

    const [notice] = await listMessages(t.database.db, { recipient: member.email, limit: 1 });
    expect(notice?.subject).toMatch(/password was changed/);
    expect(notice?.body).not.toContain(newPassword);
  });

  it('works once', async () => {
    const member = await signUpMember(t.app, t.config);
    const address = newAddress();
    await askForCode(member.email, address);
    const code = await latestCode(member.email);
    expect((await confirm({ email: member.email, code, password: 'first new passphrase' }, address)).statusCode).toBe(
      200,
    );
    const second = await confirm({ email: member.email, code, password: 'second new passphrase' }, address);
    expect(second.statusCode).toBe(400);
    expect(second.error.fields).toEqual({ code: expect.stringMatching(/not right or has expired/) });
    await signInMember(t.app, t.config, member.email, 'first new passphrase');
  });

  it('refuses an expired code, and a code replaced by a newer one', async () => {
    const member = await signUpMember(t.app, t.config);
    const address = newAddress();
    await askForCode(member.email, address);
    const first = await latestCode(member.email);
    await askForCode(member.email, address);
    const second = await latestCode(member.email);
    const password = 'a brand new passphrase';
    if (first !== second) {
      expect((await confirm({ email: member.email, code: first, password }, address)).statusCode).toBe(400);
    }
    await t.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect((await confirm({ email: member.email, code: second, password }, address)).statusCode).toBe(400);
    await signInMember(t.app, t.config, member.email, member.password);
  });

  it('allows five tries of a code, then refuses even the right one', async () => {
    const member = await signUpMember(t.app, t.config);
    const address = newAddress();
    await askForCode(member.email, address);
    const code = await latestCode(member.email);
    const wrong = code === '00000000' ? '11111111' : '00000000';
    const password = 'a brand new passphrase';
    for (let i = 0; i < 5; i++) {
      expect((await confirm({ email: member.email, code: wrong, password }, address)).statusCode).toBe(400);
    }
    expect((await confirm({ email: member.email, code, password }, address)).statusCode).toBe(400);
  });

  it('answers an email without an account as a wrong code, and names the fields of bad input', async () => {
    const address = newAddress();
    const unknown = await confirm(
      { email: `nobody-${Date.now()}@example.test`, code: '12345678', password: 'a brand new passphrase' },
      address,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.error.fields).toEqual({ code: expect.stringMatching(/not right or has expired/) });
    const bad = await callUnchecked({ app: t.app, remoteAddress: address }, resetPassword, {
      body: { email: 'not-an-email', code: '12', password: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error.fields ?? {}).sort()).toEqual(['code', 'email', 'password']);
  });

  it('lifts a sign-in lock', async () => {
    const member = await signUpMember(t.app, t.config);
    await t.database.db.execute(
      sql`update users set sign_in_locked_until = now() + interval '10 minutes' where email = ${member.email}`,
    );
    await expect(signInMember(t.app, t.config, member.email, member.password)).rejects.toThrow(/INVALID_CREDENTIALS/);
    const address = newAddress();
    await askForCode(member.email, address);
    const password = 'a brand new passphrase';
    await confirm({ email: member.email, code: await latestCode(member.email), password }, address);
    expect((await signInMember(t.app, t.config, member.email, password)).accessToken).toBeTruthy();
  });
});
