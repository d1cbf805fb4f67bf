// A link session as the product's bank screen and the provider's sign-in screen both show it.
import type { LinkSession } from '@fernleaf/contract/bank';
import type { BankAggregator } from './aggregator.ts';
import type { LinkSessionRow } from './link-session-repo.ts';

/** Long enough to sign in and answer MFA; short enough that a token left in a browser soon stops working. */
export const linkSessionTtlMs = 30 * 60 * 1000;

export function isExpired(session: Pick<LinkSessionRow, 'expiresAt'>, now: Date): boolean {
  return now.getTime() >= session.expiresAt.getTime();
}

/** Past its expiry a session that did not reach LINKED can no longer finish, so it reads FAILED. */
export function effectiveStatus(session: LinkSessionRow, now: Date): LinkSessionRow['status'] {
  return session.status !== 'LINKED' && isExpired(session, now) ? 'FAILED' : session.status;
}

/**
 * Akoya style: the browser leaves for the provider's authorization page (served by the web app for
 * the sandbox) with the session id as `state`; the other providers open over the product's page.
 */
export function authorizeUrlFor(session: Pick<LinkSessionRow, 'id' | 'source'>): string | null {
  return session.source === 'AKOYA' ? `/sandbox/akoya/authorize?state=${encodeURIComponent(session.id)}` : null;
}

export async function toLinkSession(
  aggregator: BankAggregator,
  session: LinkSessionRow,
  now: Date,
): Promise<LinkSession> {
  const institution = await aggregator.findInstitution(session.institutionId);
  // Sessions are only opened for institutions the aggregator lists; one that vanished since is its fault.
  if (!institution) throw new Error(`institution ${session.institutionId} of link session ${session.id} is gone`);
  return {
    linkSessionId: session.id,
    source: session.source,
    // The session's provider, which is the one the link goes through even if the preference changed since.
    institution: { ...institution, source: session.source },
    status: effectiveStatus(session, now),
    expiresAt: session.expiresAt.toISOString(),
    redirectUrl: authorizeUrlFor(session),
    credentials: aggregator.sandboxCredentials(session.source),
  };
}
