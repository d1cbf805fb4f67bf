import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/identity.ts';

export type NewUser = typeof users.$inferInsert;

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

/** Inserts the user unless the email is taken; returns the id of the user with that email either way. */
export async function insertUserIfAbsent(db: Db, user: NewUser): Promise<string> {
  await db.insert(users).values(user).onConflictDoNothing({ target: users.email });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  if (!row) throw new Error(`user ${user.email} missing right after insert`);
  return row.id;
}
