// The real app reading one member's checking account: `GET /api/checking-account/info` (token
// check, account row, ledger balances), on PGlite or PostgreSQL.
import { loggerOptions } from '@fernleaf/server/src/platform/logger.ts';
import { benchDatabaseTarget, prepareBenchMember } from './member-fixture.ts';
import { reportReady } from './report-ready.ts';

// Request logging stays on, as in production; the lines go to /dev/null instead of a terminal.
const { app, member } = await prepareBenchMember({
  target: benchDatabaseTarget(),
  logger: { ...loggerOptions('info'), file: '/dev/null' } as never,
});
await app.listen({ port: 0, host: '127.0.0.1' });
reportReady(app, { authorization: member.authorization });
