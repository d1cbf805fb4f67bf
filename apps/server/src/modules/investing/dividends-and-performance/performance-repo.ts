// The SQL of performance: the account's transfers and dividends with their dates, from the ledger.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';

export interface DatedCashMovement {
  kind: 'investment_deposit' | 'investment_withdrawal' | 'investment_dividend';
  /** Into the account's cash (negative: out). */
  amountCents: bigint;
  createdAt: Date;
}

/** Transfers and dividends of one cash account, oldest first; voided entries never moved money. */
export async function transfersAndDividendsOf(db: Db, ledgerAccountId: string): Promise<DatedCashMovement[]> {
  const rows = await queryRows<{ kind: DatedCashMovement['kind']; cents: string; created_at: Date | string }>(
    db,
    sql`select e.kind, p.amount_cents::text as cents, e.created_at
        from ledger_postings p join ledger_entries e on e.id = p.entry_id
        where p.account_id = ${ledgerAccountId}
          and e.status <> 'voided'
          and e.kind in ('investment_deposit', 'investment_withdrawal', 'investment_dividend')
        order by e.created_at, e.id`,
  );
  return rows.map((row) => ({ kind: row.kind, amountCents: BigInt(row.cents), createdAt: new Date(row.created_at) }));
}
