import { validateReferralCode } from '@fernleaf/contract/referral';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { findActiveReferralCode } from './repo.ts';

export function registerReferralCalls(app: FastifyInstance, db: Db) {
  registerCall(app, db, validateReferralCode, async ({ body }) => {
    const match = await findActiveReferralCode(db, body.referralCode);
    return {
      referralCode: body.referralCode,
      isValid: match !== undefined,
      referrerFirstName: match?.referrerFirstName ?? null,
    };
  });
}
