// Gives a member (the demo member, outside production) a finished bank link with a year of history,
// by going through the same steps a person takes: open a session, sign in at the sandbox provider
// with its normal user, exchange the token.
import type { ProviderLoginResult } from '@fernleaf/contract/sandbox-bank';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { BankAggregator } from './aggregator.ts';
import { completeLink } from './link-completion-service.ts';
import { openLinkSession } from './link-session-service.ts';
import { findLiveCheckingAccountOf } from './linked-bank-repo.ts';
import { bankStatus, moveDueBanksOn } from './linked-banks-service.ts';
import { createProviderSessions } from './provider-sessions-service.ts';

/**
 * The provider's sign-in screen, which the demo's link goes through as a member's would: the sandbox
 * provider's, handed in by demo-data.ts, since a module imports no sandbox (decision 031).
 */
export type SignInAtProvider = (
  sessions: ReturnType<typeof createProviderSessions>,
  aggregator: BankAggregator,
  memberId: string,
  attempt: { linkSessionId: string; username: string; password: string },
  now: Date,
) => Promise<ProviderLoginResult>;

/** The most used bank in the institution list. */
export const demoInstitutionId = 'ins_chase';

/**
 * Answers the id of the member's linked checking account. Does nothing when the member already has
 * a bank with one (so every start may call it), and writes everything in one transaction otherwise.
 */
export async function seedDemoBankLink(
  db: Db,
  options: { memberId: string; fieldKey: Buffer; aggregator: BankAggregator; signIn: SignInAtProvider; now: Date },
): Promise<string> {
  const { memberId, fieldKey, aggregator, signIn: signInAtProvider, now } = options;
  const existing = await findLiveCheckingAccountOf(db, memberId);
  if (existing) return existing;

  return inTransaction(db, async (tx) => {
    const institution = await aggregator.findInstitution(demoInstitutionId);
    if (!institution) throw new Error(`the aggregator does not list ${demoInstitutionId}`);
    // Linked as long ago as the provider takes to finish, so the link is COMPLETE at `now`.
    const linkedAt = new Date(now.getTime() - aggregator.linkCompletionDelayMs(institution.source));
    const session = await openLinkSession(tx, aggregator, memberId, institution.id, linkedAt);
    const { username, password } = session.credentials;
    const signIn = await signInAtProvider(
      createProviderSessions(tx, aggregator),
      aggregator,
      memberId,
      { linkSessionId: session.linkSessionId, username, password },
      linkedAt,
    );
    const bank = await completeLink(
      tx,
      { aggregator, fieldKey },
      memberId,
      {
        source: session.source,
        linkSessionId: session.linkSessionId,
        token: handedBackToken(signIn),
        sessionField: 'linkSessionId',
      },
      linkedAt,
    );
    // What the job queue's run stores (reads no longer write it, decision 040), then the poll a browser would make.
    await moveDueBanksOn(tx, memberId, now);
    const [status] = (await bankStatus(tx, memberId, { source: bank.source, bankId: bank.id }, now)).banks;
    if (status?.status !== 'COMPLETE') throw new Error(`demo bank link is ${status?.status ?? 'missing'}`);
    const checkingId = await findLiveCheckingAccountOf(tx, memberId);
    if (!checkingId) throw new Error('demo bank link has no checking account');
    return checkingId;
  });
}

/** The token as the provider hands it back: to the page (Plaid, Finicity) or in the redirect (Akoya). */
export function handedBackToken(result: ProviderLoginResult): string {
  if (result.status !== 'AUTHORIZED') throw new Error(`sandbox sign-in answered ${result.status}: ${result.message}`);
  const token =
    result.publicToken ??
    (result.redirectUrl && new URL(result.redirectUrl, 'http://localhost').searchParams.get('code'));
  if (!token) throw new Error('sandbox sign-in handed back no token');
  return token;
}
