// The real app (security headers, request ids, logging, compression, rate limit, contract
// validation and serialization) with one call that touches no table.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineCall } from '@fernleaf/contract/define-call';
import { openDatabase } from '@fernleaf/server/src/db/client.ts';
import { migrateDatabase } from '@fernleaf/server/src/db/migrate.ts';
import { registerCall } from '@fernleaf/server/src/platform/register-call.ts';
import { signUpMember } from '@fernleaf/server/src/test/sign-in-flow.ts';
import { z } from 'zod';
import { buildFullStackApp, serveMeasured } from './full-stack-app.ts';

const noop = defineCall({
  method: 'GET',
  path: '/bench/noop',
  summary: 'Answers a signed-in member without touching a table (benchmark only)',
  tag: 'bench',
  access: 'member',
  rateLimitPerMinute: 100_000_000,
  query: z.object({ name: z.string().max(20).default('bench') }),
  response: z.object({ greeting: z.string() }),
});

const dataDir = mkdtempSync(path.join(tmpdir(), 'fernleaf-bench-'));
const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
await migrateDatabase(database);

const { app, config } = await buildFullStackApp({
  dataDir,
  database,
  extend: (instance, db) =>
    registerCall(instance, db.db, noop, async ({ query }) => ({ greeting: `hello ${query.name}` })),
});
// DESIGN.md measures a signed-in call: a member signs up through the sign-in service, as in the API tests.
const member = await signUpMember(app, config);
await serveMeasured(app, 'full-stack-noop', { authorization: member.authorization });
