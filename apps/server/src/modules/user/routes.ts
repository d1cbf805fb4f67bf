import { checkEmailExists } from '@fernleaf/contract/user';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { emailExists } from '../../identity/users-repo.ts';
import { registerCall } from '../../platform/register-call.ts';

export function registerUserCalls(app: FastifyInstance, db: Db) {
  registerCall(app, db, checkEmailExists, async ({ query }) => ({ exists: await emailExists(db, query.email) }));
}
