import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared-statement.ts';
import { addresses, users } from '../db/schema/identity.ts';
import type { Tx } from '../db/transaction.ts';
import { candidateRoartag, roartagTries } from './roartag.ts';

export type NewUser = typeof users.$inferInsert;
export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

/**
 * Inserts the user with a free roartag unless the email is taken; undefined when it is. A taken tag
 * makes the insert do nothing too (no error, so a surrounding transaction stays usable), and the
 * next candidate is tried.
 */
async function insertWithRoartag(db: Db, user: Omit<NewUser, 'roartag'>): Promise<string | undefined> {
  for (let attempt = 0; attempt < roartagTries; attempt++) {
    const roartag = candidateRoartag(user.firstName, user.lastName);
    const [row] = await db
      .insert(users)
      .values({ ...user, roartag })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row) return row.id;
    if (await emailExists(db, user.email)) return undefined;
  }
  throw new Error('could not find a free roartag');
}

/** Inserts the user unless the email is taken; returns the id of the user with that email either way. */
export async function insertUserIfAbsent(db: Db, user: Omit<NewUser, 'roartag'>): Promise<string> {
  const inserted = await insertWithRoartag(db, user);
  if (inserted) return inserted;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  if (!row) throw new Error(`user ${user.email} missing right after insert`);
  return row.id;
}

/** Inserts a new user; undefined when the email already has an account. */
export function insertUser(db: Db, user: Omit<NewUser, 'roartag'>): Promise<string | undefined> {
  return insertWithRoartag(db, user);
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  // A malformed id cannot name a user; checking here keeps PostgreSQL from raising on the cast.
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Newest first: the first is the member's current address; earlier ones stay as history. */
export async function findAddressesOf(db: Db, memberId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id));
}

export async function insertAddress(db: Db, address: typeof addresses.$inferInsert): Promise<void> {
  await db.insert(addresses).values(address);
}

/**
 * Counts a failed sign-in; the `maxFailures`-th in a row locks the account until `lockUntil` and
 * starts the count again. One statement, so concurrent failures cannot skip the lock.
 */
export async function recordFailedSignIn(db: Db, memberId: string, maxFailures: number, lockUntil: Date) {
  const [row] = await db
    .update(users)
    .set({
      failedSignIns: sql`case when ${users.failedSignIns} + 1 >= ${maxFailures} then 0 else ${users.failedSignIns} + 1 end`,
      signInLockedUntil: sql`case when ${users.failedSignIns} + 1 >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else ${users.signInLockedUntil} end`,
    })
    .where(eq(users.id, memberId))
    .returning({ failedSignIns: users.failedSignIns, signInLockedUntil: users.signInLockedUntil });
  return row;
}

export async function clearFailedSignIns(db: Db, memberId: string): Promise<void> {
  await db.update(users).set({ failedSignIns: 0, signInLockedUntil: null }).where(eq(users.id, memberId));
}

export async function updateUser(
  db: Db,
  memberId: string,
  changes: Partial<Pick<UserRow, 'textPermission' | 'dateOfBirth' | 'phoneNumber' | 'phoneVerifiedAt' | 'roartag'>>,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, memberId));
}

/**
 * Sets the date of birth only while no identity check has been decided on the member (the rule of
 * user/service.ts `isDateOfBirthLocked`), in one statement, so a check finishing meanwhile wins;
 * whether it was set.
 */
export async function updateDateOfBirthBeforeIdentityCheck(db: Db, memberId: string, dateOfBirth: string) {
  const rows = await db
    .update(users)
    .set({ dateOfBirth })
    .where(and(eq(users.id, memberId), isNull(users.identityStatus)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Sets the tag unless the member has one or another member holds it; answers the member's tag. */

/**
 * Locks the member's row for the rest of the transaction, so two requests at once that must not both
 * pass a limit are serialised (bank link sessions). Answers false when the member no longer exists.
 */
export async function lockUser(db: Tx, memberId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('update');
  return rows.length > 0;
}

/** A new password also lifts a sign-in lock: the member just proved they know the old one, or hold the email. */
export async function setPasswordHash(db: Db, memberId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, failedSignIns: 0, signInLockedUntil: null }).where(eq(users.id, memberId));
}

/** A new address has never bounced nor unsubscribed. False when another account holds it already. */
export async function setEmail(db: Db, memberId: string, email: string): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ email, emailUnmailableAt: null })
    .where(and(eq(users.id, memberId), sql`not exists (select 1 from ${users} as other where other.email = ${email})`))
    .returning({ id: users.id });
  return row !== undefined;
}

/** Locks the member's row for the call's transaction, so two identity checks at once cannot both spend a try. */
export async function lockIdentityOf(db: Tx, memberId: string) {
  const [row] = await db
    .select({
      identityStatus: users.identityStatus,
      ssnAttempts: users.ssnAttempts,
      kbaAttempts: users.kbaAttempts,
      ssnFingerprint: users.ssnFingerprint,
      dateOfBirth: users.dateOfBirth,
    })
    .from(users)
    .where(eq(users.id, memberId))
    .for('update');
  return row;
}

/**
 * Whether another member holds this SSN fingerprint. Two members sending the same SSN at once are
 * serialised on it first (a transaction-scoped advisory lock), so only one of them can keep it.
 */
export async function ssnHeldByAnother(db: Db, memberId: string, ssnFingerprint: string): Promise<boolean> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ssnFingerprint}, 0))`);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.ssnFingerprint, ssnFingerprint), ne(users.id, memberId)));
  return row !== undefined;
}

export async function updateIdentity(
  db: Db,
  memberId: string,
  changes: Partial<
    Pick<
      UserRow,
      'identityStatus' | 'ssnAttempts' | 'kbaAttempts' | 'ssnEncrypted' | 'ssnFingerprint' | 'ssnVerifiedAt'
    >
  >,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, memberId));
}

export interface IdentityFactsRow {
  phoneVerified: boolean;
  dateOfBirth: string | null;
  identityStatus: string | null;
  hasUsAddress: boolean;
}

/**
 * What the money-product guard reads of the member, in one query: it runs before every money call, so
 * it is built once per database (named: parsed and planned once per connection).
 */
const identityFacts = preparedPerDatabase((db) =>
  db
    .select({
      phoneVerified: sql<boolean>`${users.phoneNumber} is not null and ${users.phoneVerifiedAt} is not null`,
      dateOfBirth: users.dateOfBirth,
      identityStatus: users.identityStatus,
      // Written out: drizzle names columns unqualified inside raw SQL, which a subquery would misread.
      hasUsAddress: sql<boolean>`exists (select 1 from addresses where addresses.user_id = users.id and addresses.country = 'US')`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('memberId')))
    .prepare('onboarding_identity_facts'),
);

export async function findIdentityFactsRow(db: Db, memberId: string): Promise<IdentityFactsRow | undefined> {
  const [row] = await identityFacts(db).execute({ memberId });
  return row;
}
