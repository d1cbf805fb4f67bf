import { getIdentityTrustInterview, requestIdentityTrustUrl } from '@fernleaf/contract/identity-trust';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import type { IdentityCheckProvider } from './identity-check-provider.ts';
import { interviewOfMember, startInterview } from './service.ts';

export interface IdentityTrustOptions {
  /**
   * The check provider app.ts hands in (the sandbox's, where SANDBOX_PROVIDERS allows it); without one
   * the call says the check is unavailable.
   */
  provider: IdentityCheckProvider | undefined;
}

export function registerIdentityTrustCalls(app: FastifyInstance, db: Db, { provider }: IdentityTrustOptions): void {
  registerCall(app, db, requestIdentityTrustUrl, async ({ body }, { memberId }) =>
    startInterview(db, provider, memberId, body),
  );

  registerCall(app, db, getIdentityTrustInterview, async ({ params }, { memberId }) =>
    interviewOfMember(db, provider, memberId, params.interviewId),
  );
}
