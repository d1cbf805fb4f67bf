// Resetting a forgotten password: a single-use code by email (only its hash is kept; it lives 30
// minutes and allows 5 tries), limited per client address and per email, with the same answer
// whether or not the email has an account. A reset ends every session and refresh token of the
// member and tells them by email.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { passwordResetCodeLength } from '@fernleaf/contract/auth';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { validationFailed } from '../platform/errors.ts';
import { destroyModelsOfAccount } from './oidc/oidc-models-repo.ts';
import { queueMessage } from './outbox-repo.ts';
import {
  closeOpenPasswordResets,
  countPasswordResetAttempt,
  findLatestOpenPasswordReset,
  insertPasswordReset,
  markPasswordResetUsed,
} from './password-resets-repo.ts';
import { hashPassword } from './passwords.ts';
import { enforceLimits, type Limit } from './throttle.ts';
import { findUserByEmail, setPasswordHash } from './users-repo.ts';

export const passwordResetTtlMinutes = 30;
export const maxPasswordResetAttempts = 5;

const hour = 60 * 60;
export const passwordResetLimits = {
  requestsPerAddress: { name: 'password-reset:address', max: 10, windowSeconds: hour },
  requestsPerEmail: { name: 'password-reset:email', max: 3, windowSeconds: hour },
  triesPerAddress: { name: 'password-reset-try:address', max: 20, windowSeconds: hour },
  triesPerEmail: { name: 'password-reset-try:email', max: 10, windowSeconds: hour },
} satisfies Record<string, Limit>;

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

/** One answer for a wrong, used, expired or unknown code, and for an email without an account. */
const codeNotAccepted = () =>
  validationFailed({ code: 'That code is not right or has expired. Check the email, or ask for a new code.' });

export async function sendPasswordResetCode(
  db: Db,
  request: { email: string; clientAddress: string; brandName: string },
): Promise<{ expiresInMinutes: number }> {
  await enforceLimits(db, [
    { limit: passwordResetLimits.requestsPerAddress, subject: request.clientAddress },
    { limit: passwordResetLimits.requestsPerEmail, subject: request.email },
  ]);
  const user = await findUserByEmail(db, request.email);
  if (user) {
    const code = String(randomInt(0, 10 ** passwordResetCodeLength)).padStart(passwordResetCodeLength, '0');
    const id = crypto.randomUUID();
    await inTransaction(db, async (tx) => {
      await closeOpenPasswordResets(tx, user.id);
      await insertPasswordReset(tx, {
        id,
        memberId: user.id,
        codeHash: hashCode(id, code).toString('base64'),
        expiresAt: new Date(Date.now() + passwordResetTtlMinutes * 60_000),
      });
      await queueMessage(tx, {
        channel: 'email',
        recipient: user.email,
        subject: `Reset your ${request.brandName} password`,
        body: `${code} is your code to reset your ${request.brandName} password. It expires in ${passwordResetTtlMinutes} minutes and works once. If you did not ask for it, ignore this email: your password stays as it is.`,
      });
    });
  }
  return { expiresInMinutes: passwordResetTtlMinutes };
}

export async function resetForgottenPassword(
  db: Db,
  request: { email: string; code: string; password: string; clientAddress: string; brandName: string },
): Promise<{ reset: true }> {
  await enforceLimits(db, [
    { limit: passwordResetLimits.triesPerAddress, subject: request.clientAddress },
    { limit: passwordResetLimits.triesPerEmail, subject: request.email },
  ]);
  const user = await findUserByEmail(db, request.email);
  const reset = user ? await findLatestOpenPasswordReset(db, user.id) : undefined;
  if (!user || !reset || reset.expiresAt <= new Date()) throw codeNotAccepted();
  const attempts = await countPasswordResetAttempt(db, reset.id);
  const matches = timingSafeEqual(hashCode(reset.id, request.code), Buffer.from(reset.codeHash, 'base64'));
  if (attempts > maxPasswordResetAttempts || !matches) throw codeNotAccepted();

  const passwordHash = await hashPassword(request.password);
  await inTransaction(db, async (tx) => {
    if (!(await markPasswordResetUsed(tx, reset.id))) throw codeNotAccepted();
    await setPasswordHash(tx, user.id, passwordHash);
    // Whoever knew the old password may hold a session or refresh token: all of them end now.
    await destroyModelsOfAccount(tx, user.id);
    await queueMessage(tx, {
      channel: 'email',
      recipient: user.email,
      subject: `Your ${request.brandName} password was changed`,
      body: `Your ${request.brandName} password was just reset, and every browser signed in to your account was signed out. If you did not do this, reset your password again from the sign-in page and tell our support team.`,
    });
  });
  return { reset: true };
}
