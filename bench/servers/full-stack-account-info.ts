// The real app reading one member's checking account: `GET /api/checking-account/info` (token
// check, account row, ledger balances), on PGlite or PostgreSQL.
import { serveMeasured } from './full-stack-app.ts';
import { benchDatabaseTarget, prepareBenchMember } from './member-fixture.ts';

const { app, member } = await prepareBenchMember({ target: benchDatabaseTarget() });
await serveMeasured(app, 'full-stack-account-info', { authorization: member.authorization });
