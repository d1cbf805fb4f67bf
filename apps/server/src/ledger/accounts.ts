// The ledger's accounts: one per member product and one per platform purpose, opened on first use.
import type { Db } from '../db/client.ts';
import { findAccount, insertAccountIfMissing, type LedgerAccount } from './ledger-repo.ts';

/**
 * Money a member holds in one product, from the member's side: none of them may go below zero, but
 * the cash-advance receivable, whose balance is minus what the member owes (decision 023).
 */
export const memberProducts = [
  'checking',
  'cash_advance_receivable',
  'credit_reserve',
  // Each investment account keeps its own cash: a managed account's is the robo's to invest, a
  // self-directed account's the member's to trade (decision 042).
  'managed_investment_cash',
  'self_directed_investment_cash',
  'crypto_cash',
  'round_up_savings',
] as const;
export type MemberProduct = (typeof memberProducts)[number];

/**
 * The platform's side of every movement. They are unbounded: funding goes negative by what the
 * platform has advanced, clearing accounts by what is in flight with the outside world.
 */
export type PlatformPurpose =
  | 'platform_funding'
  | 'fee_revenue'
  | 'tip_revenue'
  | 'external_bank_clearing'
  | 'card_network_clearing'
  // Trades against the market: a buy's cash goes out through it, a sale's comes in (decision 043).
  | 'brokerage_clearing';

/** Created by migration 0004 with these ids, so moving money never looks them up. */
const platformAccountIds: Record<PlatformPurpose, string> = {
  platform_funding: '00000000-0000-4000-8000-00000000f001',
  fee_revenue: '00000000-0000-4000-8000-00000000f002',
  tip_revenue: '00000000-0000-4000-8000-00000000f003',
  external_bank_clearing: '00000000-0000-4000-8000-00000000f004',
  card_network_clearing: '00000000-0000-4000-8000-00000000f005',
  brokerage_clearing: '00000000-0000-4000-8000-00000000f006',
};
const houseAccountIds = new Set(Object.values(platformAccountIds));

/**
 * The platform's own accounts take part in nearly every movement, so they keep no cached balance
 * (one row updated by every transfer would make all transfers queue on its lock): their balances are
 * summed from their postings (decision 015). Told apart by id, so posting never reads them.
 */
export function isHouseAccount(accountId: string): boolean {
  return houseAccountIds.has(accountId);
}

/**
 * The most a member may ever owe on cash advances: the largest limit with its largest fee and tip,
 * rounded up. The service keeps each advance within the member's own limit; this floor is the
 * ledger's and the database's last line behind it.
 */
export const maximumOwedCents = 100_000n;

const memberFloorCents: Record<MemberProduct, bigint> = {
  checking: 0n,
  cash_advance_receivable: -maximumOwedCents,
  credit_reserve: 0n,
  managed_investment_cash: 0n,
  self_directed_investment_cash: 0n,
  crypto_cash: 0n,
  round_up_savings: 0n,
};

export async function memberAccount(db: Db, memberId: string, product: MemberProduct): Promise<LedgerAccount> {
  return openAccount(db, { memberId, product, floorCents: memberFloorCents[product] });
}

export function platformAccount(purpose: PlatformPurpose): LedgerAccount {
  return { id: platformAccountIds[purpose], memberId: null, product: purpose, floorCents: null };
}

/** The member's account for a product if it was ever opened, without opening it. */
export async function existingMemberAccount(
  db: Db,
  memberId: string,
  product: MemberProduct,
): Promise<LedgerAccount | undefined> {
  return findAccount(db, memberId, product);
}

async function openAccount(db: Db, account: Omit<LedgerAccount, 'id'>): Promise<LedgerAccount> {
  // Concurrent first uses race to insert; the unique key lets exactly one win and all read the same row.
  await insertAccountIfMissing(db, account);
  const opened = await findAccount(db, account.memberId, account.product);
  if (!opened) throw new Error(`ledger account ${account.product} could not be opened`);
  return opened;
}
