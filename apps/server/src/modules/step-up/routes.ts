// The step-up check's calls: text a code, then pass with the code or the password (decision 026).
import { startStepUpCode, stepUp } from '@fernleaf/contract/step-up';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { passStepUp, sendStepUpCode, stepUpSessionOf } from './service.ts';

export function registerStepUpCalls(app: FastifyInstance, db: Db, options: { brandName: string; now?: () => Date }) {
  const clock = options.now ?? (() => new Date());

  registerCall(app, db, startStepUpCode, async (_input, { memberId }) =>
    sendStepUpCode(db, memberId, options.brandName),
  );

  registerCall(app, db, stepUp, async ({ body }, { memberId, request }) =>
    passStepUp(db, stepUpSessionOf(request, memberId), body, clock()),
  );
}
