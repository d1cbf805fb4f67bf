// All SQL of the ledger. Callers hold the transaction; these functions never open one.
import { and, asc, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { preparedPerDatabase, preparedSql } from '../db/prepared-statement.ts';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../db/schema/ledger.ts';
import type { Tx } from '../db/transaction.ts';

export type EntryStatus = (typeof ledgerEntries.$inferSelect)['status'];

export interface AccountBalances {
  id: string;
  floorCents: bigint | null;
  postedCents: bigint;
  pendingOutCents: bigint;
  pendingInCents: bigint;
}

/** A ledger account as stored; accounts.ts opens them, this file reads and writes them. */
export interface LedgerAccount {
  id: string;
  memberId: string | null;
  product: string;
  floorCents: bigint | null;
}

export interface StoredEntry {
  id: string;
  reference: string;
  kind: string;
  description: string;
  status: EntryStatus;
  metadata: Record<string, unknown>;
  createdAt: Date;
  settledAt: Date | null;
}

export interface StoredPosting {
  id: bigint;
  entryId: string;
  accountId: string;
  amountCents: bigint;
}

const accountColumns = {
  id: ledgerAccounts.id,
  memberId: ledgerAccounts.memberId,
  product: ledgerAccounts.product,
  floorCents: ledgerAccounts.floorCents,
};

export async function insertAccountIfMissing(db: Db, account: Omit<LedgerAccount, 'id'>): Promise<void> {
  await db.insert(ledgerAccounts).values(account).onConflictDoNothing();
}

export async function findAccount(
  db: Db,
  memberId: string | null,
  product: string,
): Promise<LedgerAccount | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(ledgerAccounts)
    .where(
      and(
        memberId === null ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.product, product),
      ),
    );
  return row;
}

const balanceColumns = {
  id: ledgerAccounts.id,
  floorCents: ledgerAccounts.floorCents,
  postedCents: ledgerAccounts.postedCents,
  pendingOutCents: ledgerAccounts.pendingOutCents,
  pendingInCents: ledgerAccounts.pendingInCents,
};

/**
 * Locks member accounts for the rest of the transaction, always in id order so two transfers cannot
 * deadlock. House accounts are never locked: their balances are not cached (ledger/accounts.ts).
 */
export async function lockAccounts(db: Tx, accountIds: string[]): Promise<AccountBalances[]> {
  if (accountIds.length === 0) return [];
  return db
    .select(balanceColumns)
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accountIds))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

/** Every balance a member sees is read here (the one-row read of decision 040): built once per database handle. */
const balancesById = preparedPerDatabase((db) =>
  db
    .select(balanceColumns)
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, sql.placeholder('accountId')))
    .prepare('ledger_balances_by_id'),
);

/** A member account's cached balances. */
export async function readBalances(db: Db, accountId: string): Promise<AccountBalances | undefined> {
  const [row] = await balancesById(db).execute({ accountId });
  return row;
}

/** An account's balances summed from its postings: how a house account's are read. */
export async function summedBalances(db: Db, accountId: string): Promise<AccountBalances | undefined> {
  const [row] = await queryRows<{ floor: string | null; posted: string; pending_out: string; pending_in: string }>(
    db,
    sql`select a.floor_cents::text as floor,
          coalesce(sum(p.amount_cents) filter (where e.status = 'posted'), 0)::text as posted,
          coalesce(sum(p.amount_cents) filter (where e.status = 'pending' and p.amount_cents < 0), 0)::text as pending_out,
          coalesce(sum(p.amount_cents) filter (where e.status = 'pending' and p.amount_cents > 0), 0)::text as pending_in
        from ledger_accounts a
        left join ledger_postings p on p.account_id = a.id
        left join ledger_entries e on e.id = p.entry_id
        where a.id = ${accountId}
        group by a.id`,
  );
  if (!row) return undefined;
  return {
    id: accountId,
    floorCents: row.floor === null ? null : BigInt(row.floor),
    postedCents: BigInt(row.posted),
    pendingOutCents: BigInt(row.pending_out),
    pendingInCents: BigInt(row.pending_in),
  };
}

export async function findEntryByReference(db: Db, reference: string): Promise<StoredEntry | undefined> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference));
  return row;
}

export async function lockEntry(db: Tx, entryId: string): Promise<StoredEntry | undefined> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId)).for('update');
  return row;
}

/**
 * The whole movement as one statement (one round trip), its text the same for any number of postings
 * and accounts (they arrive as arrays), so it is built once per database and, on PostgreSQL, parsed
 * and planned once per connection. Data-modifying CTEs: the postings read the new entry's id from its
 * RETURNING, the balance update reads the new postings' ids from theirs; nothing is written when the
 * entry's insert did nothing.
 */
const insertMovement = preparedSql<{ entry_id: string; posting_id: string; account_id: string; amount_cents: string }>(
  'ledger_insert_movement',
  sql`with new_entry as (
        insert into ledger_entries (reference, kind, description, status, metadata, created_at, settled_at)
        values (${sql.placeholder('reference')}, ${sql.placeholder('kind')}, ${sql.placeholder('description')},
                ${sql.placeholder('status')}, ${sql.placeholder('metadata')}::jsonb,
                ${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('settledAt')}::timestamptz)
        on conflict (reference) do nothing
        returning id
      ),
      new_postings as (
        insert into ledger_postings (entry_id, account_id, amount_cents)
        select new_entry.id, p.account_id, p.amount_cents
        from new_entry
        cross join unnest(${sql.placeholder('postingAccounts')}::uuid[], ${sql.placeholder('postingAmounts')}::bigint[])
          with ordinality as p(account_id, amount_cents, position)
        order by p.position
        returning id, entry_id, account_id, amount_cents
      ),
      changed as (
        update ledger_accounts as a set
          posted_cents = a.posted_cents + v.posted,
          pending_out_cents = a.pending_out_cents + v.pending_out,
          pending_in_cents = a.pending_in_cents + v.pending_in,
          last_posting_id = coalesce(
            (select max(np.id) from new_postings np where np.account_id = a.id), a.last_posting_id)
        from unnest(${sql.placeholder('changeAccounts')}::uuid[], ${sql.placeholder('changePosted')}::bigint[],
                    ${sql.placeholder('changePendingOut')}::bigint[], ${sql.placeholder('changePendingIn')}::bigint[])
          as v(id, posted, pending_out, pending_in)
        where a.id = v.id and exists (select 1 from new_entry)
        returning a.id
      )
      -- The update above runs to completion whether or not this reads it (PostgreSQL's rule for WITH).
      select np.entry_id, np.id::text as posting_id, np.account_id, np.amount_cents::text as amount_cents
      from new_postings np
      order by np.id`,
);

/**
 * Writes a whole movement in one statement (one round trip): the entry, unless its reference was
 * already recorded; its postings, in the order given; and each listed account's cached balances,
 * with the last of its new postings. Undefined when the reference was already recorded: nothing is
 * written then. The caller holds the member accounts' locks (lockAccounts) and has checked floors.
 */
export async function insertEntryWithPostings(
  db: Tx,
  entry: Pick<StoredEntry, 'reference' | 'kind' | 'description' | 'status' | 'metadata' | 'createdAt' | 'settledAt'>,
  postings: Omit<StoredPosting, 'id' | 'entryId'>[],
  changes: { accountId: string; change: BalanceChange }[],
): Promise<{ entry: StoredEntry; postings: StoredPosting[] } | undefined> {
  const { rows } = await insertMovement(db).execute({
    reference: entry.reference,
    kind: entry.kind,
    description: entry.description,
    status: entry.status,
    metadata: JSON.stringify(entry.metadata),
    createdAt: entry.createdAt.toISOString(),
    settledAt: entry.settledAt?.toISOString() ?? null,
    postingAccounts: postings.map((posting) => posting.accountId),
    postingAmounts: postings.map((posting) => posting.amountCents.toString()),
    changeAccounts: changes.map(({ accountId }) => accountId),
    changePosted: changes.map(({ change }) => change.postedCents.toString()),
    changePendingOut: changes.map(({ change }) => change.pendingOutCents.toString()),
    changePendingIn: changes.map(({ change }) => change.pendingInCents.toString()),
  });
  const entryId = rows[0]?.entry_id;
  if (entryId === undefined) return undefined;
  return {
    entry: { id: entryId, ...entry },
    postings: rows.map((row) => ({
      id: BigInt(row.posting_id),
      entryId: row.entry_id,
      accountId: row.account_id,
      amountCents: BigInt(row.amount_cents),
    })),
  };
}

export async function postingsOf(db: Db, entryId: string): Promise<StoredPosting[]> {
  return db.select().from(ledgerPostings).where(eq(ledgerPostings.entryId, entryId)).orderBy(asc(ledgerPostings.id));
}

export async function setEntryStatus(db: Db, entryId: string, status: EntryStatus, settledAt: Date): Promise<void> {
  await db.update(ledgerEntries).set({ status, settledAt }).where(eq(ledgerEntries.id, entryId));
}

export interface BalanceChange {
  postedCents: bigint;
  pendingOutCents: bigint;
  pendingInCents: bigint;
}

/** Adds each change to its account's cached balances, all accounts in one statement. */
export async function applyBalanceChanges(
  db: Tx,
  changes: { accountId: string; change: BalanceChange; lastPostingId: bigint | null }[],
): Promise<void> {
  if (changes.length === 0) return;
  const rows = changes.map(
    ({ accountId, change, lastPostingId }) =>
      sql`(${accountId}::uuid, ${change.postedCents.toString()}::bigint, ${change.pendingOutCents.toString()}::bigint, ${change.pendingInCents.toString()}::bigint, ${lastPostingId?.toString() ?? null}::bigint)`,
  );
  await db.execute(sql`
    update ledger_accounts as a set
      posted_cents = a.posted_cents + v.posted,
      pending_out_cents = a.pending_out_cents + v.pending_out,
      pending_in_cents = a.pending_in_cents + v.pending_in,
      last_posting_id = coalesce(v.last_posting, a.last_posting_id)
    from (values ${sql.join(rows, sql`, `)}) as v(id, posted, pending_out, pending_in, last_posting)
    where a.id = v.id`);
}

export interface AccountActivityRow extends StoredEntry {
  postingId: bigint;
  amountCents: bigint;
}

/** The entries that touched an account, newest first: what a member sees as transactions. */
export async function accountActivity(
  db: Db,
  accountId: string,
  options: {
    limit: number;
    offset: number;
    statuses: EntryStatus[];
    direction: 'ALL' | 'IN' | 'OUT';
    /** Only entries created from this instant on. */
    since?: Date;
  },
): Promise<{ rows: AccountActivityRow[]; total: number }> {
  const where = and(
    eq(ledgerPostings.accountId, accountId),
    options.since ? gte(ledgerEntries.createdAt, options.since) : undefined,
    inArray(ledgerEntries.status, options.statuses),
    options.direction === 'IN' ? sql`${ledgerPostings.amountCents} > 0` : undefined,
    options.direction === 'OUT' ? sql`${ledgerPostings.amountCents} < 0` : undefined,
  );
  const rows = await db
    .select({
      id: ledgerEntries.id,
      reference: ledgerEntries.reference,
      kind: ledgerEntries.kind,
      description: ledgerEntries.description,
      status: ledgerEntries.status,
      metadata: ledgerEntries.metadata,
      createdAt: ledgerEntries.createdAt,
      settledAt: ledgerEntries.settledAt,
      postingId: ledgerPostings.id,
      amountCents: ledgerPostings.amountCents,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(where)
    .orderBy(desc(ledgerPostings.id))
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Whether a posted entry of this kind touched the account since `since` (the cash advance's
 * underwriting asks whether pay arrived by direct deposit), so no module reads ledger tables itself.
 */
export async function hasPostedEntrySince(db: Db, accountId: string, kind: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
    .where(
      and(
        eq(ledgerPostings.accountId, accountId),
        eq(ledgerEntries.kind, kind),
        eq(ledgerEntries.status, 'posted'),
        gte(ledgerEntries.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What entries of one kind and status moved through an account, summed. */
export interface MovedByKind {
  kind: string;
  status: EntryStatus;
  cents: bigint;
}

/**
 * What each kind of entry moved through one account, by entry status (investing's books check adds
 * them up against its own records), so no module sums postings itself.
 */
export async function movedByKindAndStatus(db: Db, accountId: string): Promise<MovedByKind[]> {
  const rows = await db
    .select({
      kind: ledgerEntries.kind,
      status: ledgerEntries.status,
      cents: sql<string>`sum(${ledgerPostings.amountCents})::text`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(eq(ledgerPostings.accountId, accountId))
    .groupBy(ledgerEntries.kind, ledgerEntries.status);
  return rows.map((row) => ({ kind: row.kind, status: row.status, cents: BigInt(row.cents) }));
}

/** One posting of an account with its entry's kind and time. */
export interface DatedMovement<Kind extends string = string> {
  kind: Kind;
  /** Into the account (negative: out). */
  amountCents: bigint;
  createdAt: Date;
}

/**
 * The account's postings whose entries are of these kinds and were not voided (a voided entry never
 * moved money), oldest first, ties in entry order: investing's performance values the account at each
 * deposit, withdrawal and dividend.
 */
export async function datedMovementsOf<Kind extends string>(
  db: Db,
  accountId: string,
  kinds: readonly Kind[],
): Promise<DatedMovement<Kind>[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .select({ kind: ledgerEntries.kind, amountCents: ledgerPostings.amountCents, createdAt: ledgerEntries.createdAt })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(
      and(
        eq(ledgerPostings.accountId, accountId),
        ne(ledgerEntries.status, 'voided'),
        inArray(ledgerEntries.kind, [...kinds]),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return rows.map((row) => ({ kind: row.kind as Kind, amountCents: row.amountCents, createdAt: row.createdAt }));
}

export interface LedgerViolation {
  rule:
    | 'entry_sums_to_zero'
    | 'entry_has_two_postings'
    | 'balance_matches_postings'
    | 'house_balance_not_cached'
    | 'balance_above_floor';
  id: string;
  detail: string;
}

/** Every breach of the ledger's invariants; an empty list means the books balance. */
export async function findViolations(db: Db): Promise<LedgerViolation[]> {
  const unbalanced = await queryRows<{ id: string; total: string; count: number }>(
    db,
    sql`select entry_id as id, sum(amount_cents)::text as total, count(*)::int as count
        from ledger_postings group by entry_id having sum(amount_cents) <> 0 or count(*) < 2`,
  );
  const entriesWithoutPostings = await queryRows<{ id: string }>(
    db,
    sql`select e.id from ledger_entries e where not exists (select 1 from ledger_postings p where p.entry_id = e.id)`,
  );
  const mismatched = await queryRows<{ id: string; detail: string }>(
    db,
    sql`select a.id,
          concat('cached ', a.posted_cents, '/', a.pending_out_cents, '/', a.pending_in_cents,
                 ' but postings give ', coalesce(s.posted, 0), '/', coalesce(s.pending_out, 0), '/', coalesce(s.pending_in, 0)) as detail
        from ledger_accounts a
        left join (
          select p.account_id,
            sum(p.amount_cents) filter (where e.status = 'posted') as posted,
            sum(p.amount_cents) filter (where e.status = 'pending' and p.amount_cents < 0) as pending_out,
            sum(p.amount_cents) filter (where e.status = 'pending' and p.amount_cents > 0) as pending_in
          from ledger_postings p join ledger_entries e on e.id = p.entry_id
          group by p.account_id
        ) s on s.account_id = a.id
        where a.user_id is not null
          and (a.posted_cents <> coalesce(s.posted, 0)
           or a.pending_out_cents <> coalesce(s.pending_out, 0)
           or a.pending_in_cents <> coalesce(s.pending_in, 0))`,
  );
  // A house account's balance is its postings' sum alone; a cached figure would be a row written per transfer.
  const cachedHouse = await queryRows<{ id: string; detail: string }>(
    db,
    sql`select id, concat('cached ', posted_cents, '/', pending_out_cents, '/', pending_in_cents) as detail
        from ledger_accounts
        where user_id is null and (posted_cents <> 0 or pending_out_cents <> 0 or pending_in_cents <> 0)`,
  );
  const belowFloor = await queryRows<{ id: string; detail: string }>(
    db,
    sql`select id, concat('available ', posted_cents + pending_out_cents, ' below floor ', floor_cents) as detail
        from ledger_accounts where floor_cents is not null and posted_cents + pending_out_cents < floor_cents`,
  );
  return [
    ...unbalanced.map((row) =>
      row.count < 2
        ? { rule: 'entry_has_two_postings' as const, id: row.id, detail: `${row.count} posting(s)` }
        : { rule: 'entry_sums_to_zero' as const, id: row.id, detail: `postings sum to ${row.total}` },
    ),
    ...entriesWithoutPostings.map((row) => ({
      rule: 'entry_has_two_postings' as const,
      id: row.id,
      detail: 'no postings',
    })),
    ...mismatched.map((row) => ({ rule: 'balance_matches_postings' as const, ...row })),
    ...cachedHouse.map((row) => ({ rule: 'house_balance_not_cached' as const, ...row })),
    ...belowFloor.map((row) => ({ rule: 'balance_above_floor' as const, ...row })),
  ];
}
