// The only way money moves: an entry of two or more postings that sum to zero, written in one
// transaction with its reference, so the same movement never posts twice and never half-posts.
import { errorCodes } from '@fernleaf/contract/errors';
import type { Db } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';
import {
  type AccountBalances,
  applyBalanceChange,
  type BalanceChange,
  findEntryByReference,
  insertEntry,
  insertPostings,
  lockAccounts,
  lockEntry,
  postingsOf,
  type StoredEntry,
  type StoredPosting,
  setEntryStatus,
} from './ledger-repo.ts';

export interface PostingInput {
  accountId: string;
  /** Adds to the account's balance: negative takes money out. */
  amountCents: bigint;
}

export interface EntryInput {
  /** Unique per movement of money, e.g. `ach:<transfer id>`; a repeat returns the first entry. */
  reference: string;
  kind: string;
  description: string;
  postings: PostingInput[];
  /** Money in flight: outflows reduce what is available at once, inflows count when settled. */
  pending?: boolean;
  metadata?: Record<string, unknown>;
  now?: Date;
}

export interface WrittenEntry {
  entry: StoredEntry;
  postings: StoredPosting[];
  /** True when the reference had already posted and nothing new was written. */
  replayed: boolean;
}

export function insufficientFunds(): AppError {
  return new AppError(
    422,
    errorCodes.INSUFFICIENT_FUNDS,
    'Not enough money',
    'The account does not have enough available money for this. Try a smaller amount.',
  );
}

export async function postEntry(db: Db, input: EntryInput): Promise<WrittenEntry> {
  assertBalanced(input.postings);
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const ledger = tx as unknown as Db;
    // Locks first: a second post of the same reference waits here, then finds the first one below.
    const accounts = await lockAccounts(ledger, [...new Set(input.postings.map((posting) => posting.accountId))]);
    if (accounts.length !== new Set(input.postings.map((posting) => posting.accountId)).size) {
      throw new Error('ledger posting to an account that does not exist');
    }

    const existing = await findEntryByReference(ledger, input.reference);
    if (existing) return replay(ledger, existing, input.postings);

    const byId = new Map(accounts.map((account) => [account.id, account]));
    const changes = input.postings.map((posting) => ({
      accountId: posting.accountId,
      change: pendingOrPostedChange(posting.amountCents, input.pending ?? false),
    }));
    for (const { accountId, change } of changes) {
      const account = byId.get(accountId) as AccountBalances;
      if (!staysAboveFloor(account, change)) throw insufficientFunds();
    }

    const entry = await insertEntry(ledger, {
      reference: input.reference,
      kind: input.kind,
      description: input.description,
      status: input.pending ? 'pending' : 'posted',
      metadata: input.metadata ?? {},
      createdAt: now,
      settledAt: input.pending ? null : now,
    });
    const postings = await insertPostings(
      ledger,
      input.postings.map((posting) => ({ entryId: entry.id, ...posting })),
    );
    for (const posting of postings) {
      await applyBalanceChange(
        ledger,
        posting.accountId,
        pendingOrPostedChange(posting.amountCents, input.pending ?? false),
        posting.id,
      );
    }
    return { entry, postings, replayed: false };
  });
}

/** Settles a pending entry: `posted` makes it count in full, `voided` as if it never happened. */
export async function settleEntry(
  db: Db,
  entryId: string,
  outcome: 'posted' | 'voided',
  now = new Date(),
): Promise<StoredEntry> {
  return db.transaction(async (tx) => {
    const ledger = tx as unknown as Db;
    const entry = await lockEntry(ledger, entryId);
    if (!entry) throw new Error(`ledger entry ${entryId} does not exist`);
    if (entry.status === outcome) return entry;
    if (entry.status !== 'pending') throw new Error(`ledger entry ${entryId} is already ${entry.status}`);

    const postings = await postingsOf(ledger, entryId);
    await lockAccounts(ledger, [...new Set(postings.map((posting) => posting.accountId))]);
    for (const posting of postings) {
      const pending = pendingOrPostedChange(posting.amountCents, true);
      await applyBalanceChange(
        ledger,
        posting.accountId,
        {
          postedCents: outcome === 'posted' ? posting.amountCents : 0n,
          pendingOutCents: -pending.pendingOutCents,
          pendingInCents: -pending.pendingInCents,
        },
        null,
      );
    }
    await setEntryStatus(ledger, entryId, outcome, now);
    return { ...entry, status: outcome, settledAt: now };
  });
}

function pendingOrPostedChange(amountCents: bigint, pending: boolean): BalanceChange {
  if (!pending) return { postedCents: amountCents, pendingOutCents: 0n, pendingInCents: 0n };
  return amountCents < 0n
    ? { postedCents: 0n, pendingOutCents: amountCents, pendingInCents: 0n }
    : { postedCents: 0n, pendingOutCents: 0n, pendingInCents: amountCents };
}

/** What may be spent: posted money less what is already on its way out. */
export function availableCents(balances: Pick<AccountBalances, 'postedCents' | 'pendingOutCents'>): bigint {
  return balances.postedCents + balances.pendingOutCents;
}

function staysAboveFloor(account: AccountBalances, change: BalanceChange): boolean {
  if (account.floorCents === null) return true;
  const after = availableCents({
    postedCents: account.postedCents + change.postedCents,
    pendingOutCents: account.pendingOutCents + change.pendingOutCents,
  });
  // Money coming in never fails an account that is already below its floor.
  return after >= account.floorCents || change.postedCents + change.pendingOutCents >= 0n;
}

function assertBalanced(postings: PostingInput[]): void {
  if (postings.length < 2) throw new Error('a ledger entry needs at least two postings');
  let sum = 0n;
  for (const posting of postings) {
    if (typeof posting.amountCents !== 'bigint' || posting.amountCents === 0n) {
      throw new Error('every posting moves a non-zero whole number of cents');
    }
    sum += posting.amountCents;
  }
  if (sum !== 0n) throw new Error(`ledger postings sum to ${sum}, not zero`);
}

async function replay(db: Db, existing: StoredEntry, requested: PostingInput[]): Promise<WrittenEntry> {
  const postings = await postingsOf(db, existing.id);
  const key = (posting: PostingInput) => `${posting.accountId}:${posting.amountCents}`;
  const same = postings.map(key).sort().join() === requested.map(key).sort().join();
  if (!same) {
    throw new AppError(
      409,
      errorCodes.LEDGER_REFERENCE_REUSED,
      'Already recorded differently',
      'This movement of money was already recorded with other amounts or accounts.',
    );
  }
  return { entry: existing, postings, replayed: true };
}
