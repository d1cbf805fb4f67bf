// The only way money moves: an entry of two or more postings that sum to zero, written in one
// transaction with its reference, so the same movement never posts twice and never half-posts.
import { errorCodes } from '@fernleaf/contract/errors';
import type { Tx } from '../db/transaction.ts';
import { AppError } from '../platform/errors.ts';
import { isHouseAccount } from './accounts.ts';
import {
  type AccountBalances,
  applyBalanceChanges,
  type BalanceChange,
  findEntryByReference,
  insertEntryWithPostings,
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

/**
 * Writes the entry inside the caller's transaction, so the movement commits or rolls back with the
 * rest of what the caller writes. No statement here fails on bad input: every refusal is decided
 * before the first write, so the caller's transaction stays usable.
 */
export async function postEntry(db: Tx, input: EntryInput): Promise<WrittenEntry> {
  assertBalanced(input.postings);
  const pending = input.pending ?? false;
  const now = input.now ?? new Date();
  const changes = cachedChanges(netChangePerAccount(input.postings, pending));
  if (needsFloorCheck(changes)) {
    // Locks first: a second post of the same reference waits here, then finds the first one below.
    const accounts = await lockAccounts(db, [...changes.keys()]);
    if (accounts.length !== changes.size) throw new Error('ledger posting to an account that does not exist');

    if (!accounts.every((account) => staysAboveFloor(account, changes.get(account.id) as BalanceChange))) {
      // A replay of a movement that already spent the money is still a replay, not a refusal.
      const existing = await findEntryByReference(db, input.reference);
      if (existing) return replay(db, existing, input.postings);
      throw insufficientFunds();
    }
  }
  // Otherwise the balance update below takes the one member account's row lock, held to commit like
  // the one lockAccounts takes, and the reference's unique key makes a concurrent repeat wait for the
  // first and then find it.

  const written = await insertEntryWithPostings(
    db,
    {
      reference: input.reference,
      kind: input.kind,
      description: input.description,
      status: pending ? 'pending' : 'posted',
      metadata: input.metadata ?? {},
      createdAt: now,
      settledAt: pending ? null : now,
    },
    input.postings,
    [...changes].map(([accountId, change]) => ({ accountId, change })),
  );
  if (!written) return replay(db, (await findEntryByReference(db, input.reference)) as StoredEntry, input.postings);
  const { entry, postings } = written;
  return { entry, postings, replayed: false };
}

/** Settles a pending entry: `posted` makes it count in full, `voided` as if it never happened. */
export async function settleEntry(
  ledger: Tx,
  entryId: string,
  outcome: 'posted' | 'voided',
  now = new Date(),
): Promise<StoredEntry> {
  const entry = await lockEntry(ledger, entryId);
  if (!entry) throw new Error(`ledger entry ${entryId} does not exist`);
  if (entry.status === outcome) return entry;
  if (entry.status !== 'pending') throw new Error(`ledger entry ${entryId} is already ${entry.status}`);

  const postings = await postingsOf(ledger, entryId);
  const held = cachedChanges(netChangePerAccount(postings, true));
  await lockAccounts(ledger, [...held.keys()]);
  await applyBalanceChanges(
    ledger,
    [...held].map(([accountId, change]) => ({
      accountId,
      change: {
        postedCents: outcome === 'posted' ? change.pendingOutCents + change.pendingInCents : 0n,
        pendingOutCents: -change.pendingOutCents,
        pendingInCents: -change.pendingInCents,
      },
      lastPostingId: null,
    })),
  );
  await setEntryStatus(ledger, entryId, outcome, now);
  return { ...entry, status: outcome, settledAt: now };
}

/** What the entry does to each account it touches, with an account named twice counted once. */
function netChangePerAccount(postings: PostingInput[], pending: boolean): Map<string, BalanceChange> {
  const changes = new Map<string, BalanceChange>();
  for (const posting of postings) {
    const change = pendingOrPostedChange(posting.amountCents, pending);
    const sum = changes.get(posting.accountId) ?? { postedCents: 0n, pendingOutCents: 0n, pendingInCents: 0n };
    changes.set(posting.accountId, {
      postedCents: sum.postedCents + change.postedCents,
      pendingOutCents: sum.pendingOutCents + change.pendingOutCents,
      pendingInCents: sum.pendingInCents + change.pendingInCents,
    });
  }
  return changes;
}

/**
 * The changes to cached balances: member accounts only. House accounts take part in nearly every
 * movement, so they cache nothing and are never locked; their balances are summed from postings
 * (decision 015), and the foreign key on each posting still proves they exist.
 */
function cachedChanges(changes: Map<string, BalanceChange>): Map<string, BalanceChange> {
  return new Map([...changes].filter(([accountId]) => !isHouseAccount(accountId)));
}

/**
 * Whether the accounts must be locked and read before writing: when any of them loses spendable
 * money (it could go below its floor), or when more than one member account changes (the locks are
 * then taken in id order, so two movements cannot deadlock). Money only coming into one account
 * (a deposit, a pending transfer in) passes every floor whatever the balance, so it skips the read.
 */
function needsFloorCheck(changes: Map<string, BalanceChange>): boolean {
  if (changes.size > 1) return true;
  return [...changes.values()].some((change) => change.postedCents + change.pendingOutCents < 0n);
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

async function replay(db: Tx, existing: StoredEntry, requested: PostingInput[]): Promise<WrittenEntry> {
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
