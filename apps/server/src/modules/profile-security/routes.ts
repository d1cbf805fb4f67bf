import {
  changePassword,
  confirmEmailChange,
  listSignedInBrowsers,
  signOutBrowser,
  signOutOtherBrowsers,
  startEmailChange,
} from '@fernleaf/contract/profile-security';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { LiveSessionCheck } from '../../platform/access-tokens.ts';
import { registerCall } from '../../platform/register-call.ts';
import * as service from './service.ts';

export function registerProfileSecurityCalls(
  app: FastifyInstance,
  db: Db,
  options: { brandName: string; liveSessions: Pick<LiveSessionCheck, 'forget'> },
) {
  const caller = (request: FastifyRequest, memberId: string) => ({
    memberId,
    sessionId: request.signInSessionId,
    brandName: options.brandName,
    forgetSessions: options.liveSessions.forget,
  });

  registerCall(app, db, changePassword, async ({ body }, { request, memberId, db: tx }) =>
    service.changePassword(tx, caller(request, memberId), body),
  );
  registerCall(app, db, startEmailChange, async ({ body }, { request, memberId, db: tx }) =>
    service.startEmailChange(tx, caller(request, memberId), body.newEmail),
  );
  registerCall(app, db, confirmEmailChange, async ({ body }, { request, memberId }) =>
    service.confirmEmailChange(db, caller(request, memberId), body.code),
  );
  registerCall(app, db, listSignedInBrowsers, async (_input, { request, memberId }) =>
    service.listBrowsers(db, caller(request, memberId)),
  );
  registerCall(app, db, signOutOtherBrowsers, async (_input, { request, memberId, db: tx }) =>
    service.signOutOtherBrowsers(tx, caller(request, memberId)),
  );
  registerCall(app, db, signOutBrowser, async ({ params }, { request, memberId }) =>
    service.signOutBrowser(db, caller(request, memberId), params.sessionId),
  );
}
