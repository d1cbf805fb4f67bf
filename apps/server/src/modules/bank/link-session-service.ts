// Opening a link session at the institution's provider, and the events its screen reports.
import type { BankSource, LinkSession } from '@fernleaf/contract/bank';
import { errorCodes } from '@fernleaf/contract/errors';
import type { Db } from '../../db/client.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { lockUser } from '../../identity/service.ts';
import { AppError } from '../../platform/errors.ts';
import type { BankAggregator } from './aggregator.ts';
import { institutionNotFound, linkSessionNotFound, tooManyLinkSessions, wrongProvider } from './bank-errors.ts';
import {
  advanceSigningInSession,
  countSessionsSince,
  findSessionOf,
  insertLinkEvent,
  insertSession,
  signingInStatuses,
} from './link-session-repo.ts';
import { linkSessionTtlMs, toLinkSession } from './link-session-view.ts';

/** Sessions a member may open in any hour: enough for retries, too few to hammer the providers. */
export const maxLinkSessionsPerHour = 10;
const hourMs = 60 * 60 * 1000;

/** Runs inside the caller's transaction (initiate is idempotent), so the count and the insert agree. */
export async function openLinkSession(
  db: Tx,
  aggregator: BankAggregator,
  memberId: string,
  institutionId: string,
  now: Date,
): Promise<LinkSession> {
  if (!(await lockUser(db, memberId))) {
    throw new AppError(401, errorCodes.G001, 'Please sign in again', 'Your account could not be found.');
  }
  const institution = await aggregator.findInstitution(institutionId);
  if (!institution) throw institutionNotFound();
  if ((await countSessionsSince(db, memberId, new Date(now.getTime() - hourMs))) >= maxLinkSessionsPerHour) {
    throw tooManyLinkSessions(maxLinkSessionsPerHour);
  }
  const session = await insertSession(db, {
    memberId: memberId,
    source: institution.source,
    institutionId: institution.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + linkSessionTtlMs),
  });
  return toLinkSession(aggregator, session, now);
}

/**
 * The event after which the provider's screen is gone for good: the member left it. ERROR is only
 * recorded: providers (and our provider screen) report recoverable errors such as a wrong password
 * as ERROR while the screen stays open, and the provider closes the session itself once sign-in
 * cannot go on (too many attempts). Screens differ in case, so names are compared upper-cased.
 */
const closingEvent = 'EXIT';

export async function recordLinkEvent(
  db: Db,
  memberId: string,
  source: BankSource,
  event: { linkSessionId: string; eventName: string; errorCode?: string; errorMessage?: string },
  now: Date,
): Promise<{ recorded: true }> {
  const session = await findSessionOf(db, memberId, event.linkSessionId);
  if (!session) throw linkSessionNotFound();
  if (session.source !== source) throw wrongProvider('linkSessionId', session.source);
  await inTransaction(db, async (tx) => {
    await insertLinkEvent(tx, {
      linkSessionId: session.id,
      eventName: event.eventName,
      errorCode: event.errorCode ?? null,
      errorMessage: event.errorMessage ?? null,
      createdAt: now,
    });
    // Leaving the provider's screen ends a sign-in that had not finished; a session already
    // AUTHORIZED keeps its token, since the product may still be exchanging it.
    if (
      event.eventName.toUpperCase() === closingEvent &&
      (signingInStatuses as readonly string[]).includes(session.status)
    ) {
      await advanceSigningInSession(tx, session.id, { status: 'FAILED' });
    }
  });
  return { recorded: true };
}
