import {
  startContactVerification,
  verificationCodeLength,
  verifiedCode,
  verifyContact,
} from '@fernleaf/contract/contact';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { checkPhoneCode, phoneCodeTtlSeconds, sendPhoneCode } from '../../identity/phone-codes.ts';
import { updateUser } from '../../identity/service.ts';
import { notFound, validationFailed } from '../../platform/errors.ts';
import { registerCall } from '../../platform/register-call.ts';
import { codeProblem, requireMember } from '../user/service.ts';

/** Spec: any code but 1 is a failure whose description the page shows. */
const outcomeCodes = { wrong: 2, expired: 3, 'too-many-attempts': 4 } as const;
const numberChangedCode = 5;

export function registerContactCalls(app: FastifyInstance, db: Db, options: { brandName: string }) {
  registerCall(app, db, startContactVerification, async ({ query }, { memberId }) => {
    const user = await requireMember(db, memberId);
    // Only the number on file can be verified; changing it goes through initiatePhoneNumber/update.
    if (user.phoneNumber !== query.phoneNumber) {
      throw validationFailed({ phoneNumber: 'Save this number to your profile before verifying it' });
    }
    const sent = await sendPhoneCode(db, {
      memberId: user.id,
      purpose: 'contact',
      phoneNumber: query.phoneNumber,
      brandName: options.brandName,
    });
    return {
      sessionId: sent.id,
      codeLength: verificationCodeLength,
      sentTo: sent.sentTo,
      expiresInSeconds: phoneCodeTtlSeconds,
    };
  });

  registerCall(app, db, verifyContact, async ({ body }, { memberId }) => {
    const user = await requireMember(db, memberId);
    const check = await checkPhoneCode(db, {
      memberId: user.id,
      id: body.sessionId,
      purpose: 'contact',
      code: body.code,
    });
    if (check.outcome === 'not-found') throw notFound('That verification');
    if (check.outcome !== 'accepted')
      return { code: outcomeCodes[check.outcome], description: codeProblem(check.outcome) };
    // The number may have changed since the code was sent: the code verifies only the number it went to.
    if (user.phoneNumber !== check.code.phoneNumber) {
      return {
        code: numberChangedCode,
        description: 'That code went to a number you have since changed. Send a new code.',
      };
    }
    await updateUser(db, user.id, { phoneVerifiedAt: new Date() });
    return { code: verifiedCode, description: 'Your phone number is verified.' };
  });
}
