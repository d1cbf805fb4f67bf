// The real app on PostgreSQL moving money: `POST /api/banking/transfers` (idempotent, double-entry,
// through the ledger) for a member with a linked bank and a checking account.
import { loggerOptions } from '@fernleaf/server/src/platform/logger.ts';
import { benchDatabaseTarget, prepareBenchMember } from './member-fixture.ts';
import { reportReady } from './report-ready.ts';

// Request logging stays on, as in production; the lines go to /dev/null instead of a terminal.
const { app, member, linkedAccountId } = await prepareBenchMember({
  target: benchDatabaseTarget(),
  logger: { ...loggerOptions('info'), file: '/dev/null' } as never,
});
await app.listen({ port: 0, host: '127.0.0.1' });
reportReady(app, { authorization: member.authorization, 'x-linked-account-id': linkedAccountId });
