import { getUserReferral, recordReferralSignUp, validateReferralCode } from '@fernleaf/contract/referral';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { findActiveReferralCode } from './repo.ts';
import { applyReferralCode, userReferral } from './service.ts';

export interface ReferralOptions {
  /** The share link points at the app's public address. */
  publicUrl: string;
  now?: (() => Date) | undefined;
}

export function registerReferralCalls(app: FastifyInstance, db: Db, options: ReferralOptions) {
  const now = options.now ?? (() => new Date());

  registerCall(app, db, validateReferralCode, async ({ body }) => {
    const match = await findActiveReferralCode(db, body.referralCode);
    return {
      referralCode: body.referralCode,
      isValid: match !== undefined,
      referrerFirstName: match?.referrerFirstName ?? null,
    };
  });

  registerCall(app, db, recordReferralSignUp, async ({ body }, { memberId }) =>
    applyReferralCode(db, memberId, body.referralCode, now()),
  );

  registerCall(app, db, getUserReferral, async (_input, { memberId }) => userReferral(db, memberId, options.publicUrl));
}
