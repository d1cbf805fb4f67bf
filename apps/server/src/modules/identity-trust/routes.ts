import { getIdentityTrustInterview, requestIdentityTrustUrl } from '@fernleaf/contract/identity-trust';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { registerSandboxIdentityCheckPage } from '../../sandbox/identity-trust/check-page-routes.ts';
import type { IdentityCheckProvider } from '../../sandbox/identity-trust/identity-check-provider.ts';
import { createSandboxIdentityCheck } from '../../sandbox/identity-trust/sandbox-identity-check.ts';
import { interviewById, interviewOfMember, recordCheckOutcome, startInterview } from './service.ts';

export interface IdentityTrustOptions {
  /** Whether the sandbox check runs (SANDBOX_PROVIDERS; off in production unless enabled). */
  sandboxEnabled: boolean;
  publicUrl: string;
  brandName: string;
  /** Signs the check page's links (sandbox). */
  secret: string;
  now?: (() => Date) | undefined;
}

export function registerIdentityTrustCalls(app: FastifyInstance, db: Db, options: IdentityTrustOptions): void {
  const now = options.now ?? (() => new Date());
  // Only the sandbox check exists; where sandboxes are off the call says the check is unavailable.
  let provider: IdentityCheckProvider | undefined;
  if (options.sandboxEnabled) {
    provider = createSandboxIdentityCheck({ publicUrl: options.publicUrl, secret: options.secret });
    registerSandboxIdentityCheckPage(app, {
      secret: options.secret,
      brandName: options.brandName,
      now,
      interviews: {
        find: (interviewId) => interviewById(db, interviewId),
        recordOutcome: (interviewId, outcome, at) => recordCheckOutcome(db, interviewId, outcome, at),
      },
    });
  }

  registerCall(app, db, requestIdentityTrustUrl, async ({ body }, { memberId }) =>
    startInterview(db, provider, memberId, body),
  );

  registerCall(app, db, getIdentityTrustInterview, async ({ params }, { memberId }) =>
    interviewOfMember(db, provider, memberId, params.interviewId),
  );
}
