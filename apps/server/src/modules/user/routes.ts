import {
  checkEmailExists,
  checkEmailMailable,
  getProfile,
  getRoartag,
  initiatePhoneNumberUpdate,
  updateDateOfBirth,
  updateTextPermission,
} from '@fernleaf/contract/user';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { emailExists, findUserByEmail, updateUser } from '../../identity/service.ts';
import { emailCheckLimits, enforceLimits } from '../../identity/throttle.ts';
import { registerCall } from '../../platform/register-call.ts';
import { changeDateOfBirth, changePhoneNumber, loadProfile, requireMember, roartagOf } from './service.ts';

export function registerUserCalls(app: FastifyInstance, db: Db, options: { fieldKey: Buffer; brandName: string }) {
  registerCall(app, db, checkEmailExists, async ({ query }, { request }) => {
    // The answer tells whether an address has an account: limited per client and per address asked.
    await enforceLimits(db, [
      { limit: emailCheckLimits.perAddress, subject: request.ip },
      { limit: emailCheckLimits.perAddressDaily, subject: request.ip },
      { limit: emailCheckLimits.perEmail, subject: query.email },
    ]);
    return { exists: await emailExists(db, query.email) };
  });

  registerCall(app, db, getProfile, async ({ query }, { memberId }) =>
    loadProfile(db, memberId, { ...query, fieldKey: options.fieldKey }),
  );

  registerCall(app, db, getRoartag, async (_input, { memberId }) => ({ roartag: await roartagOf(db, memberId) }));

  registerCall(app, db, checkEmailMailable, async ({ query }, { memberId }) => {
    await requireMember(db, memberId);
    const user = await findUserByEmail(db, query.email);
    // An address with no account here has never bounced or unsubscribed with us.
    return { mailable: !user?.emailUnmailableAt };
  });

  registerCall(app, db, updateTextPermission, async ({ body }, { memberId }) => {
    await requireMember(db, memberId);
    await updateUser(db, memberId, { textPermission: body.textPermission });
    return { textPermission: body.textPermission };
  });

  registerCall(app, db, updateDateOfBirth, async ({ body }, { memberId }) =>
    changeDateOfBirth(db, memberId, body.dateOfBirth),
  );

  registerCall(app, db, initiatePhoneNumberUpdate, async ({ body }, { memberId }) =>
    changePhoneNumber(db, memberId, { ...body, brandName: options.brandName }),
  );
}
