import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { addresses, users } from '../db/schema/identity.ts';
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
export async function findAddressesOf(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id));
}

export async function insertAddress(db: Db, address: typeof addresses.$inferInsert): Promise<void> {
  await db.insert(addresses).values(address);
}

/**
 * Counts a failed sign-in; the `maxFailures`-th in a row locks the account until `lockUntil` and
 * starts the count again. One statement, so concurrent failures cannot skip the lock.
 */
export async function recordFailedSignIn(db: Db, userId: string, maxFailures: number, lockUntil: Date) {
  const [row] = await db
    .update(users)
    .set({
      failedSignIns: sql`case when ${users.failedSignIns} + 1 >= ${maxFailures} then 0 else ${users.failedSignIns} + 1 end`,
      signInLockedUntil: sql`case when ${users.failedSignIns} + 1 >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else ${users.signInLockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failedSignIns: users.failedSignIns, signInLockedUntil: users.signInLockedUntil });
  return row;
}

export async function clearFailedSignIns(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ failedSignIns: 0, signInLockedUntil: null }).where(eq(users.id, userId));
}

export async function updateUser(
  db: Db,
  userId: string,
  changes: Partial<Pick<UserRow, 'textPermission' | 'dateOfBirth' | 'phoneNumber' | 'phoneVerifiedAt' | 'roartag'>>,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/**
 * Sets the date of birth only while no identity check has been decided on the member (the rule of
 * user/service.ts `isDateOfBirthLocked`), in one statement, so a check finishing meanwhile wins;
 * whether it was set.
 */
export async function updateDateOfBirthBeforeIdentityCheck(db: Db, userId: string, dateOfBirth: string) {
  const rows = await db
    .update(users)
    .set({ dateOfBirth })
    .where(and(eq(users.id, userId), isNull(users.identityStatus)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Sets the tag unless the member has one or another member holds it; answers the member's tag. */
