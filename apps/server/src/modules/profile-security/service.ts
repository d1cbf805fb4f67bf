// The rules of the profile's security page. A changed password signs every other browser out; a new
// email is taken only once a code sent to it comes back, and the old address is told either way.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@fernleaf/contract/errors';
import {
  emailChangeCodeLength,
  emailChangeCodeTtlSeconds,
  type SignedInBrowser,
} from '@fernleaf/contract/profile-security';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { hashPassword, verifyPassword } from '../../identity/passwords.ts';
import { hashCode } from '../../identity/phone-codes.ts';
import {
  findUserByEmail,
  listSignInsOf,
  queueMessage,
  revokeSignIns,
  setEmail,
  setPasswordHash,
} from '../../identity/service.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { requireMember } from '../user/service.ts';
import { describeBrowser } from './browser-description.ts';
import { countEmailCodeAttempt, findLatestEmailChangeCode, markEmailCodeUsed, replaceEmailChangeCode } from './repo.ts';

export const maxEmailCodeAttempts = 5;

interface Caller {
  memberId: string;
  /** The sign-in session of the browser that sent the request. */
  sessionId: string | undefined;
  brandName: string;
  /** Tells the token check that these sessions were signed out, so their tokens stop at once. */
  forgetSessions: (sessionIds: readonly string[]) => void;
}

async function signOut(db: Db, caller: Caller, scope: Parameters<typeof revokeSignIns>[2]): Promise<number> {
  const signedOut = await revokeSignIns(db, caller.memberId, scope);
  caller.forgetSessions(signedOut);
  return signedOut.length;
}

export async function changePassword(
  db: Db,
  caller: Caller,
  body: { currentPassword: string; newPassword: string },
): Promise<{ signedOutBrowsers: number }> {
  const user = await requireMember(db, caller.memberId);
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new AppError(
      422,
      errorCodes.INVALID_CREDENTIALS,
      'Check your current password',
      'The current password is not right.',
      { currentPassword: 'This is not your current password' },
    );
  }
  await setPasswordHash(db, user.id, await hashPassword(body.newPassword));
  const signedOutBrowsers = await signOut(db, caller, { except: caller.sessionId });
  await queueMessage(db, {
    channel: 'email',
    recipient: user.email,
    subject: `Your ${caller.brandName} password was changed`,
    body: `Hi ${user.firstName}, the password of your ${caller.brandName} account was just changed, and every other browser was signed out. If you did not do this, reset your password and contact member support right away.`,
  });
  return { signedOutBrowsers };
}

const emailTaken = () =>
  new AppError(409, errorCodes.EMAIL_TAKEN, 'This email is taken', 'An account with this email already exists.', {
    newEmail: 'An account with this email already exists',
  });

export async function startEmailChange(db: Db, caller: Caller, newEmail: string) {
  const user = await requireMember(db, caller.memberId);
  if (newEmail === user.email) {
    throw new AppError(422, errorCodes.VALIDATION_FAILED, 'Nothing to change', 'This is already your email.', {
      newEmail: 'This is already your email',
    });
  }
  // An address that has an account answers exactly as any other (as forgot-password does), so this
  // call tells no one which emails have accounts: the code step opens, with a code that matches no
  // hash, and the address's owner, not the caller, is told what was asked.
  const owner = await findUserByEmail(db, newEmail);
  const code = String(randomInt(0, 10 ** emailChangeCodeLength)).padStart(emailChangeCodeLength, '0');
  const id = crypto.randomUUID();
  await replaceEmailChangeCode(db, {
    id,
    memberId: user.id,
    newEmail,
    codeHash: (owner ? randomBytes(32) : hashCode(id, code)).toString('base64'),
    expiresAt: new Date(Date.now() + emailChangeCodeTtlSeconds * 1000),
  });
  await queueMessage(
    db,
    owner
      ? {
          channel: 'email',
          recipient: newEmail,
          subject: `Someone asked to use your email on another ${caller.brandName} account`,
          body: `Hi ${owner.firstName}, someone signed in to another ${caller.brandName} account asked to change its email to this address. This address already belongs to your account, so nothing was changed and no code was sent. If it was you, sign in with this address instead (forgot your password? reset it from the sign-in page). If it was not, you need not do anything.`,
        }
      : {
          channel: 'email',
          recipient: newEmail,
          subject: `Confirm your new ${caller.brandName} email`,
          body: `${code} is your code to make this your ${caller.brandName} email address. It expires in ${emailChangeCodeTtlSeconds / 60} minutes. If you did not ask for it, ignore this email.`,
        },
  );
  return { sentTo: newEmail, codeLength: emailChangeCodeLength, expiresInSeconds: emailChangeCodeTtlSeconds };
}

const codeRefused = (description: string) =>
  new AppError(400, errorCodes.EMAIL_CHANGE_CODE_INVALID, 'Check the code', description, { code: description });

/** Runs outside any transaction of its own: a wrong try must stay counted although the call fails. */
export async function confirmEmailChange(db: Db, caller: Caller, code: string): Promise<{ email: string }> {
  const user = await requireMember(db, caller.memberId);
  const row = await findLatestEmailChangeCode(db, user.id);
  if (!row) throw codeRefused('Ask for a code first: enter your new email and choose Send code.');
  if (row.usedAt) throw codeRefused('This code was already used or replaced. Ask for a new one.');
  if (row.expiresAt <= new Date()) throw codeRefused('This code has expired. Ask for a new one.');
  const attempts = await countEmailCodeAttempt(db, row.id);
  if (attempts > maxEmailCodeAttempts) throw codeRefused('Too many wrong codes. Ask for a new one.');
  if (!timingSafeEqual(hashCode(row.id, code), Buffer.from(row.codeHash, 'base64'))) {
    const left = maxEmailCodeAttempts - attempts;
    throw codeRefused(
      left > 0
        ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'Too many wrong codes. Ask for a new one.',
    );
  }
  return inTransaction(db, async (tx) => {
    if (!(await markEmailCodeUsed(tx, row.id)))
      throw codeRefused('This code was already used or replaced. Ask for a new one.');
    if (!(await setEmail(tx, user.id, row.newEmail))) throw emailTaken();
    await queueMessage(tx, {
      channel: 'email',
      recipient: user.email,
      subject: `Your ${caller.brandName} email was changed`,
      body: `Hi ${user.firstName}, the email of your ${caller.brandName} account was changed from ${user.email} to ${row.newEmail}. From now on, sign in with the new address. If you did not do this, contact member support right away.`,
    });
    return { email: row.newEmail };
  });
}

export async function listBrowsers(db: Db, caller: Caller): Promise<{ browsers: SignedInBrowser[] }> {
  const signIns = await listSignInsOf(db, caller.memberId);
  const browsers = signIns.map((signIn) => ({
    id: signIn.sessionUid,
    ...describeBrowser(signIn.userAgent),
    signedInAt: signIn.signedInAt.toISOString(),
    lastSeenAt: signIn.lastSeenAt.toISOString(),
    isCurrent: signIn.sessionUid === caller.sessionId,
  }));
  // This browser first, the others by their last activity.
  return { browsers: browsers.sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent)) };
}

export async function signOutOtherBrowsers(db: Db, caller: Caller) {
  await requireMember(db, caller.memberId);
  return { signedOutBrowsers: await signOut(db, caller, { except: caller.sessionId }) };
}

export async function signOutBrowser(db: Db, caller: Caller, sessionId: string): Promise<{ signedOut: true }> {
  if (sessionId === caller.sessionId) {
    throw new AppError(
      422,
      errorCodes.VALIDATION_FAILED,
      'This is your browser',
      'To sign out of the browser you are using, choose Sign out.',
    );
  }
  // Another member's session is not found, exactly as a session that does not exist.
  if ((await signOut(db, caller, { only: sessionId })) === 0) throw notFound('The signed-in browser');
  return { signedOut: true };
}
