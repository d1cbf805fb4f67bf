// Members inserted straight into the database, for tests that need an owner but not a sign-in.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../identity/passwords.ts';
import { insertUser } from '../identity/users-repo.ts';

export async function insertTestMember(db: Db, overrides: { firstName?: string; lastName?: string } = {}) {
  const id = await insertUser(db, {
    email: `member-${randomUUID()}@example.test`,
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? 'Member',
    // Not a real hash: these members never sign in.
    passwordHash: 'not-a-password-hash',
  });
  if (!id) throw new Error('test member was not inserted');
  return id;
}

/** A member who can sign in with the answered email and password, without the sign-up call. */
export async function insertMemberWithPassword(db: Db) {
  const member = {
    email: `member-${randomUUID()}@example.test`,
    password: 'correct horse battery',
    firstName: 'Avery',
    lastName: 'Stone',
  };
  const id = await insertUser(db, {
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    passwordHash: await hashPassword(member.password),
  });
  if (!id) throw new Error('test member was not inserted');
  return { ...member, id };
}
