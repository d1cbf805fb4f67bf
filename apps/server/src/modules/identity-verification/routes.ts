import { answerKba, retrievePii, verifyIdentity } from '@fernleaf/contract/identity-verification';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { registerCall } from '../../platform/register-call.ts';
import type { IdentityBureau } from './identity-bureau.ts';
import { checkIdentity } from './identity-check.ts';
import { answerKbaQuiz } from './kba.ts';
import { retrieveMemberPii } from './pii.ts';

export function registerIdentityVerificationCalls(
  app: FastifyInstance,
  db: Db,
  /** `bureau`: the identity bureau app.ts hands in (only the sandbox's exists). */
  options: { fieldKey: Buffer; bureau: IdentityBureau; now?: (() => Date) | undefined },
) {
  const { bureau } = options;
  const now = options.now ?? (() => new Date());

  // Each check runs in one transaction: the member's row lock that counts tries and the lock that
  // claims an SSN are held until its outcome is written.
  registerCall(app, db, verifyIdentity, async ({ body }, context) =>
    inTransaction(context.db, (tx) =>
      checkIdentity(tx, bureau, context.memberId, { ssn: body.ssn, fieldKey: options.fieldKey, now: now() }),
    ),
  );

  registerCall(app, db, answerKba, async ({ body }, context) =>
    inTransaction(context.db, (tx) => answerKbaQuiz(tx, bureau, context.memberId, { ...body, now: now() })),
  );

  registerCall(app, db, retrievePii, async (_input, context) =>
    retrieveMemberPii(context.db, context.memberId, options.fieldKey),
  );
}
