// A member's sign-ins as the sign-in service stores them (Session, Grant and token rows of
// `oidc_models`), with the browser behind each: listed for the profile's security page, and revoked
// when the member signs other browsers out or changes their password.
//
// Revocation finds rows by account and grant, never by a token's id, so it holds however the service
// stores token ids (in clear or hashed).
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oidcModels, signedInBrowsers } from '../../db/schema/identity.ts';
import { inTransaction } from '../../db/transaction.ts';

const ofAccount = (kind: string, accountId: string) =>
  and(eq(oidcModels.kind, kind), eq(oidcModels.accountId, accountId));
const live = or(isNull(oidcModels.expiresAt), sql`${oidcModels.expiresAt} > now()`);

interface SessionPayload {
  uid?: string;
  loginTs?: number;
  iat?: number;
  authorizations?: Record<string, { grantId?: string }>;
}

export interface StoredSignIn {
  /** The session's `uid`: the `sid` claim of the access tokens issued in it. */
  sessionUid: string;
  signedInAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
}

/** Whether the member's sign-in session with this uid is still stored (not signed out, not expired). */
export async function isSignInLive(db: Db, accountId: string, sessionUid: string): Promise<boolean> {
  const rows = await db
    .select({ id: oidcModels.id })
    .from(oidcModels)
    .where(and(eq(oidcModels.uid, sessionUid), ofAccount('Session', accountId), live))
    .limit(1);
  return rows.length > 0;
}

/** Called at the token endpoint: the browser holding this session fetched tokens now. */
export async function recordBrowserSeen(
  db: Db,
  seen: { sessionUid: string; memberId: string; userAgent: string },
): Promise<void> {
  await db
    .insert(signedInBrowsers)
    .values({ ...seen, userAgent: seen.userAgent.slice(0, 512) })
    .onConflictDoUpdate({
      target: signedInBrowsers.sessionUid,
      set: { userAgent: seen.userAgent.slice(0, 512), lastSeenAt: sql`now()` },
    });
}

/** The member's live sign-in sessions, newest activity first. */
export async function listSignInsOf(db: Db, accountId: string): Promise<StoredSignIn[]> {
  const rows = await db
    .select({
      uid: oidcModels.uid,
      payload: oidcModels.payload,
      userAgent: signedInBrowsers.userAgent,
      lastSeenAt: signedInBrowsers.lastSeenAt,
    })
    .from(oidcModels)
    .leftJoin(signedInBrowsers, eq(signedInBrowsers.sessionUid, oidcModels.uid))
    .where(and(ofAccount('Session', accountId), live));
  return rows
    .filter((row) => row.uid)
    .map((row) => {
      const payload = row.payload as SessionPayload;
      const signedInAt = new Date((payload.loginTs ?? payload.iat ?? 0) * 1000);
      const touched = new Date((payload.iat ?? 0) * 1000);
      const seen = row.lastSeenAt && row.lastSeenAt > touched ? row.lastSeenAt : touched;
      return {
        sessionUid: row.uid as string,
        signedInAt,
        lastSeenAt: seen < signedInAt ? signedInAt : seen,
        userAgent: row.userAgent,
      };
    })
    .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
}

const grantIdsOf = (payload: unknown): string[] =>
  Object.values((payload as SessionPayload).authorizations ?? {})
    .map((authorization) => authorization.grantId)
    .filter((grantId): grantId is string => typeof grantId === 'string');

/**
 * Signs browsers out: their sessions, grants, refresh tokens and codes are deleted, so their refresh
 * tokens are refused from now on (access tokens, 15 minutes long, run out on their own).
 * - `{ only }`: the one session with that uid; nothing when it is not the member's.
 * - `{ except }`: every session of the member but that one, and every grant or token of the member
 *   not issued in it (`except` undefined: all of them).
 * Answers the uids of the sessions signed out.
 */
export async function revokeSignIns(
  db: Db,
  accountId: string,
  scope: { only: string } | { except: string | undefined },
): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const sessions = await tx
      .select({ id: oidcModels.id, uid: oidcModels.uid, payload: oidcModels.payload })
      .from(oidcModels)
      .where(ofAccount('Session', accountId));
    const isTarget = (uid: string | null) => ('only' in scope ? uid === scope.only : uid !== scope.except);
    const targets = sessions.filter((session) => isTarget(session.uid));
    const kept = sessions.filter((session) => !isTarget(session.uid));
    const keptGrantIds = kept.flatMap((session) => grantIdsOf(session.payload));

    if ('only' in scope) {
      const grantIds = targets.flatMap((session) => grantIdsOf(session.payload));
      if (grantIds.length > 0) {
        await tx.delete(oidcModels).where(inArray(oidcModels.grantId, grantIds));
        await tx.delete(oidcModels).where(and(eq(oidcModels.kind, 'Grant'), inArray(oidcModels.id, grantIds)));
      }
    } else {
      const notKept = (column: typeof oidcModels.grantId | typeof oidcModels.id) =>
        keptGrantIds.length > 0 ? notInArray(column, keptGrantIds) : undefined;
      const grants = await tx
        .select({ id: oidcModels.id })
        .from(oidcModels)
        .where(and(ofAccount('Grant', accountId), notKept(oidcModels.id)));
      const grantIds = grants.map((grant) => grant.id);
      if (grantIds.length > 0) {
        await tx.delete(oidcModels).where(inArray(oidcModels.grantId, grantIds));
        await tx.delete(oidcModels).where(and(eq(oidcModels.kind, 'Grant'), inArray(oidcModels.id, grantIds)));
      }
      // Tokens whose grant row is already gone still name their account.
      for (const kind of ['RefreshToken', 'AuthorizationCode']) {
        await tx
          .delete(oidcModels)
          .where(and(ofAccount(kind, accountId), or(isNull(oidcModels.grantId), notKept(oidcModels.grantId))));
      }
    }

    const uids = targets.map((session) => session.uid).filter((uid): uid is string => uid !== null);
    if (targets.length > 0) {
      await tx.delete(oidcModels).where(
        and(
          eq(oidcModels.kind, 'Session'),
          inArray(
            oidcModels.id,
            targets.map((session) => session.id),
          ),
        ),
      );
      if (uids.length > 0) await tx.delete(signedInBrowsers).where(inArray(signedInBrowsers.sessionUid, uids));
    }
    return uids;
  });
}

/** Browsers not seen for longer than a session lives: their session has ended with them. */
export async function deleteForgottenBrowsers(db: Db, olderThanDays: number): Promise<void> {
  await db
    .delete(signedInBrowsers)
    .where(sql`${signedInBrowsers.lastSeenAt} < now() - make_interval(days => ${olderThanDays})`);
}
