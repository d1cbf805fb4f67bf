// The bank module's side of the sandbox provider's sign-in screen: the link sessions it opened, as
// sandbox/bank-aggregators/provider-sessions.ts asks for them. app.ts hands this to the sandbox, which
// imports no module (decision 031).
import type { Db } from '../../db/client.ts';
import type { BankAggregator } from './aggregator.ts';
import { advanceSigningInSession, findSessionOf, recordFailedAttempt } from './link-session-repo.ts';
import { effectiveStatus, toLinkSession } from './link-session-view.ts';
import { issueLinkToken } from './link-token.ts';

export function createProviderSessions(db: Db, aggregator: BankAggregator) {
  return {
    find: async (memberId: string, linkSessionId: string, now: Date) => {
      const session = await findSessionOf(db, memberId, linkSessionId);
      return (
        session && {
          id: session.id,
          source: session.source,
          status: session.status,
          effectiveStatus: effectiveStatus(session, now),
          failedAttempts: session.failedAttempts,
          providerUsername: session.providerUsername,
        }
      );
    },

    show: async (memberId: string, linkSessionId: string, now: Date) => {
      const session = await findSessionOf(db, memberId, linkSessionId);
      return session && toLinkSession(aggregator, session, now);
    },

    askForCode: (sessionId: string, username: string) =>
      advanceSigningInSession(db, sessionId, { status: 'MFA_REQUIRED', providerUsername: username }),

    countFailure: async (sessionId: string, maxAttempts: number) =>
      (await recordFailedAttempt(db, sessionId, maxAttempts))?.status,

    authorize: async (sessionId: string, username: string) => {
      const { token, hash } = issueLinkToken();
      const moved = await advanceSigningInSession(db, sessionId, {
        status: 'AUTHORIZED',
        providerUsername: username,
        publicTokenHash: hash,
      });
      return moved ? token : undefined;
    },
  };
}
