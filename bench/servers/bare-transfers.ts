// Baseline for money movement: the rows one transfer writes (its idempotency key, the ledger entry
// and its two postings, the member's account balances, the transfer, the linked bank's hold and its
// transaction), inserted with bare SQL through the bare driver in one transaction, no validation.
// The clearing account's row is not updated, as the ledger does not update it either (decision 015).
// The member is the one the runner names in `x-bench-member` (an index into the template's members).
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { reportReady } from './report-ready.ts';
import { copyTransferTemplate, transferServerSetting } from './transfer-members.ts';

const { adminUrl, templateName, members } = transferServerSetting();
const url = await copyTransferTemplate(adminUrl, templateName);
const pool = new pg.Pool({ connectionString: url, max: 20 });
const checkingOf = new Map(
  (
    await pool.query<{ user_id: string; ledger_account_id: string }>(
      'select user_id, ledger_account_id from checking_accounts',
    )
  ).rows.map((row) => [row.user_id, row.ledger_account_id]),
);
const clearing = (
  await pool.query<{ id: string }>(
    `select id from ledger_accounts where product = 'external_bank_clearing' and user_id is null`,
  )
).rows[0]?.id;
const app = Fastify({ logger: false });
app.post('/transfer', async (request) => {
  const key = request.headers['idempotency-key'] as string;
  const amount = (request.body as { amount: number }).amount;
  const member = members[Number(request.headers['x-bench-member'])];
  if (!member) throw new Error('x-bench-member names no member');
  const { memberId, linkedAccountId } = member;
  const checking = checkingOf.get(memberId);
  const transferId = randomUUID();
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into idempotency_keys (scope, key, operation, request_hash, expires_at)
       values ($1, $2, 'POST /banking/transfers', 'x', now() + interval '1 day')`,
      [memberId, key],
    );
    await client.query(
      `update linked_bank_accounts set available_balance_cents = available_balance_cents - $2 where id = $1`,
      [linkedAccountId, amount],
    );
    const entry = await client.query<{ id: string }>(
      `insert into ledger_entries (reference, kind, description, status, metadata)
       values ($1, 'ach_in', 'Transfer', 'pending', '{}') returning id`,
      [`ach:${transferId}`],
    );
    const entryId = entry.rows[0]?.id;
    await client.query(
      `insert into ledger_postings (entry_id, account_id, amount_cents) values ($1, $2, $3), ($1, $4, $5)`,
      [entryId, checking, amount, clearing, -amount],
    );
    await client.query(`update ledger_accounts set pending_in_cents = pending_in_cents + $2 where id = $1`, [
      checking,
      amount,
    ]);
    await client.query(
      `insert into ach_transfers (id, user_id, linked_bank_account_id, direction, amount_cents, status, ledger_entry_id, settles_at)
       values ($1, $2, $3, 'IN', $4, 'PENDING', $5, now() + interval '30 seconds')`,
      [transferId, memberId, linkedAccountId, amount, entryId],
    );
    await client.query(
      `insert into bank_transactions (account_id, user_id, provider_transaction_id, posted_on, amount_cents, description, category, pending)
       values ($1, $2, $3, current_date, $4, 'Transfer to Fernleaf', 'Transfer', true)`,
      [linkedAccountId, memberId, `ach:${transferId}`, -amount],
    );
    await client.query(
      `update idempotency_keys set response_status = 201, response_body = '{}' where scope = $1 and key = $2`,
      [memberId, key],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  return { data: { id: transferId } };
});
await app.listen({ port: 0, host: '127.0.0.1' });
reportReady(app);
