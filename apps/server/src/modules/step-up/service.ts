// Step-up checks (decision 026): before a full card number, security code or account number leaves
// the server, the member proves again that it is them (password, or a code texted to the verified
// phone). A pass opens a 5-minute window on that sign-in session; every reveal inside it is audited.
import { verificationCodeLength } from '@fernleaf/contract/contact';
import { errorCodes } from '@fernleaf/contract/errors';
import {
  maxStepUpFailures,
  type StepUpBody,
  type StepUpGrant,
  stepUpLockMinutes,
  stepUpWindowSeconds,
} from '@fernleaf/contract/step-up';
import { verify } from '@node-rs/argon2';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { sensitiveReveals } from '../../db/schema/step-up.ts';
import { checkPhoneCode, phoneCodeTtlSeconds, sendPhoneCode } from '../../identity/phone-codes.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { codeProblem, requireMember } from '../user/service.ts';
import {
  clearStepUpTries,
  findOpenStepUpGrant,
  insertSensitiveReveal,
  insertStepUpGrant,
  lockStepUp,
  reserveStepUpTry,
} from './repo.ts';

/** Who is asking: the member and the sign-in session their token belongs to. */
export interface StepUpSession {
  memberId: string;
  sessionId: string;
}

/** The member and sign-in session of a member call, as the token check left them on the request. */
export function stepUpSessionOf(request: FastifyRequest, memberId: string): StepUpSession {
  if (!request.signInSessionId) throw new Error('a member call without a sign-in session');
  return { memberId, sessionId: request.signInSessionId };
}

export function stepUpRequired(): AppError {
  return new AppError(
    403,
    errorCodes.STEP_UP_REQUIRED,
    'Confirm it is you',
    'For your security, enter your password or a code we text you before full card and account numbers are shown.',
  );
}

function stepUpLocked(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError(
    429,
    errorCodes.STEP_UP_LOCKED,
    'Too many tries',
    `Too many wrong passwords or codes. For your security, try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** Texts a code to the member's verified phone; a member without one uses the password. */
export async function sendStepUpCode(db: Db, memberId: string, brandName: string) {
  const user = await requireMember(db, memberId);
  if (!user.phoneNumber || !user.phoneVerifiedAt) {
    throw new AppError(
      409,
      errorCodes.VALIDATION_FAILED,
      'No verified phone',
      'Your account has no verified phone number to text a code to. Use your password instead.',
    );
  }
  const sent = await sendPhoneCode(db, {
    memberId: user.id,
    purpose: 'step-up',
    phoneNumber: user.phoneNumber,
    brandName,
  });
  return {
    sessionId: sent.id,
    codeLength: verificationCodeLength,
    sentTo: sent.sentTo,
    expiresInSeconds: phoneCodeTtlSeconds,
  };
}

/** Checks the password or code; a pass opens the window on this session, a miss counts towards a pause. */
export async function passStepUp(db: Db, session: StepUpSession, body: StepUpBody, now: Date): Promise<StepUpGrant> {
  const user = await requireMember(db, session.memberId);
  const counted = await reserveStepUpTry(db, user.id, now);
  if (counted.lockedUntil && counted.lockedUntil > now) throw stepUpLocked(counted.lockedUntil, now);
  if (counted.failures > maxStepUpFailures) {
    const until = new Date(now.getTime() + stepUpLockMinutes * 60_000);
    await lockStepUp(db, user.id, until);
    throw stepUpLocked(until, now);
  }

  const problem = await problemWith(db, user, body);
  if (problem) {
    if (counted.failures >= maxStepUpFailures) {
      const until = new Date(now.getTime() + stepUpLockMinutes * 60_000);
      await lockStepUp(db, user.id, until);
      throw stepUpLocked(until, now);
    }
    // Well-formed but wrong: 422, with the field to correct and the tries left.
    const left = maxStepUpFailures - counted.failures;
    const [field, message] = Object.entries(problem)[0] as [string, string];
    const withTries = `${message} ${left} ${left === 1 ? 'try' : 'tries'} left.`;
    throw new AppError(422, errorCodes.VALIDATION_FAILED, 'That did not match', withTries, { [field]: withTries });
  }

  await clearStepUpTries(db, user.id);
  const grant = await insertStepUpGrant(db, {
    memberId: user.id,
    sessionId: session.sessionId,
    method: body.method,
    grantedAt: now,
    expiresAt: new Date(now.getTime() + stepUpWindowSeconds * 1000),
  });
  return { grantedUntil: grant.expiresAt.toISOString(), windowSeconds: stepUpWindowSeconds };
}

/** What is wrong with the proof, by field; nothing when it holds. */
async function problemWith(
  db: Db,
  user: Awaited<ReturnType<typeof requireMember>>,
  body: StepUpBody,
): Promise<{ password: string } | { code: string } | undefined> {
  if (body.method === 'password') {
    const matches = await verify(user.passwordHash, body.password).catch(() => false);
    return matches ? undefined : { password: 'That password is not right. Check it and try again.' };
  }
  const check = await checkPhoneCode(db, {
    memberId: user.id,
    id: body.sessionId,
    purpose: 'step-up',
    code: body.code,
  });
  if (check.outcome === 'not-found') throw notFound('That code');
  if (check.outcome !== 'accepted') return { code: codeProblem(check.outcome) };
  // The code proves the phone it went to; a number changed since proves nothing about this member.
  if (check.code.phoneNumber !== user.phoneNumber || !user.phoneVerifiedAt) {
    return { code: 'That code went to a number you have since changed. Send a new code.' };
  }
  return undefined;
}

export type RevealSubject = (typeof sensitiveReveals.$inferInsert)['subject'];

/**
 * Lets a full number out only inside an open step-up window of this session, and records it first:
 * if the audit row cannot be written, nothing is shown.
 */
export async function auditedReveal(
  db: Db,
  request: FastifyRequest,
  memberId: string,
  what: { subject: RevealSubject; subjectId: string; now: Date },
): Promise<void> {
  const reveal = {
    ...stepUpSessionOf(request, memberId),
    ...what,
    requestId: String(request.id),
    ipAddress: request.ip,
  };
  const grant = await findOpenStepUpGrant(db, {
    memberId: reveal.memberId,
    sessionId: reveal.sessionId,
    now: reveal.now,
  });
  if (!grant) throw stepUpRequired();
  await insertSensitiveReveal(db, {
    memberId: reveal.memberId,
    subject: reveal.subject,
    subjectId: reveal.subjectId,
    sessionId: reveal.sessionId,
    requestId: reveal.requestId,
    ipAddress: reveal.ipAddress,
    revealedAt: reveal.now,
  });
}
