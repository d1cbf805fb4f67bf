// Baseline for reading data: the SQL `GET /api/checking-account/info` runs (the account row, its
// ledger balances; a read settles nothing, decision 040) through the bare driver, on PGlite or PostgreSQL.
import Fastify from 'fastify';
import pg from 'pg';
import { jsonCents } from '../../apps/server/src/platform/json-cents.ts';
import { profileDirFromEnv, profileUntilStopped } from './cpu-profile.ts';
import { benchDatabaseTarget, prepareBenchMember } from './member-fixture.ts';
import { reportReady } from './report-ready.ts';

const prepared = await prepareBenchMember({ target: benchDatabaseTarget(), logger: false });
const { member, url, pglite } = prepared;
await prepared.app.close();

const statements = {
  account: `select * from checking_accounts where user_id = $1`,
  balances: `select id, floor_cents, posted_cents, pending_out_cents, pending_in_cents from ledger_accounts where id = $1`,
};

type Query = <Row>(text: string, params: unknown[]) => Promise<Row[]>;
let query: Query;
if (url) {
  await prepared.database.close();
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  query = async (text, params) => (await pool.query(text, params)).rows;
} else if (pglite) {
  query = async (text, params) => (await pglite.query(text, params)).rows as never;
} else {
  throw new Error('no database to read from');
}

const app = Fastify({ logger: false });
app.get('/account', async () => {
  const [account] = await query<{ ledger_account_id: string; account_number_last4: string }>(statements.account, [
    member.memberId,
  ]);
  const [balances] = await query<{ posted_cents: string }>(statements.balances, [account?.ledger_account_id]);
  return {
    data: { availableBalance: jsonCents(BigInt(balances?.posted_cents ?? 0)), last4: account?.account_number_last4 },
  };
});
await app.listen({ port: 0, host: '127.0.0.1' });
// BENCH_CPU_PROFILE=1: the bare route's profile under the same load, to set beside the full stack's.
const profileDir = profileDirFromEnv();
if (profileDir) await profileUntilStopped('bare-account-info', profileDir);
reportReady(app, { authorization: member.authorization });
