// Signing in and signing up with email and password: argon2id hashes, and an account locks for a
// while after repeated failures so a password cannot be guessed one try at a time. A locked account
// answers exactly as a wrong password or an unknown email does, so no answer tells that an email
// has an account.

import { errorCodes } from '@fernleaf/contract/errors';
import { verify } from '@node-rs/argon2';
import type { Db } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';
import { hashPassword } from './passwords.ts';
import { clearFailedSignIns, findUserByEmail, insertUser, recordFailedSignIn } from './users-repo.ts';

export const maxFailedSignIns = 5;
export const signInLockMinutes = 15;

// Checked when the email has no account, so an answer takes as long whether or not it has one.
const unknownUserHash = hashPassword('no account has this password');

const invalidCredentials = () =>
  new AppError(
    401,
    errorCodes.INVALID_CREDENTIALS,
    'That did not work',
    `The email or password is not right. After ${maxFailedSignIns} tries in a row, sign-in pauses for ${signInLockMinutes} minutes; "Forgot password" sets a new one.`,
  );

/** The member's id when the password matches; otherwise an error the sign-in page shows as it is. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    await verify(await unknownUserHash, password);
    throw invalidCredentials();
  }
  if (user.signInLockedUntil && user.signInLockedUntil > new Date()) {
    // As long as a real check, so the time taken does not tell a locked account either.
    await verify(await unknownUserHash, password);
    throw invalidCredentials();
  }
  if (!(await verify(user.passwordHash, password))) {
    const lockUntil = new Date(Date.now() + signInLockMinutes * 60_000);
    await recordFailedSignIn(db, user.id, maxFailedSignIns, lockUntil);
    throw invalidCredentials();
  }
  if (user.failedSignIns > 0 || user.signInLockedUntil) await clearFailedSignIns(db, user.id);
  return user.id;
}

export async function createAccount(
  db: Db,
  account: { firstName: string; lastName: string; email: string; password: string },
): Promise<string> {
  const passwordHash = await hashPassword(account.password);
  const id = await insertUser(db, {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    passwordHash,
  });
  if (!id) {
    throw new AppError(
      409,
      errorCodes.EMAIL_TAKEN,
      'You already have an account',
      'An account with this email already exists. Sign in instead.',
      {
        email: 'An account with this email already exists',
      },
    );
  }
  return id;
}
