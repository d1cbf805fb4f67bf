import { randomBytes } from 'node:crypto';
import { MS_PER_DAY } from '@fernleaf/contract/calendar/day-length';
import { addDaysToInstant } from '@fernleaf/contract/calendar/days';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import { linkedBankAccounts, linkedBanks } from '../../db/schema/banking.ts';
import { achTransfers, checkingAccounts, debitCards } from '../../db/schema/checking.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { insertAddress, updateUser } from '../../identity/users-repo.ts';
import { balanceOf } from '../../ledger/balances.ts';
import { encryptField } from '../../platform/field-encryption.ts';
import { assertLedgerBalanced } from '../../test/ledger-invariants.ts';
import { insertTestMember } from '../../test/members.ts';
import { sandboxAchRails } from '../../test/sandbox-ach-rails.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { updateIdentity } from '../identity-verification/repo.ts';
import { seedDemoChecking } from './demo-checking.ts';
import { listEsignDocuments } from './esign.ts';
import { listCheckingTransactions } from './transactions.ts';

let database: Database;
let db: Db;
const fieldKey = randomBytes(32);
const now = new Date('2026-11-20T15:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterEach(() => assertLedgerBalanced(db));
afterAll(() => database.close());

async function demoMember(options: { withAddress: boolean; linkedAvailableCents?: bigint }) {
  const memberId = await insertTestMember(db);
  // As seedDemoMember leaves the demo member: phone, date of birth and identity verified.
  await updateUser(db, memberId, { phoneNumber: '2025550142', phoneVerifiedAt: new Date(), dateOfBirth: '1988-04-12' });
  await updateIdentity(db, memberId, { identityStatus: 'VERIFIED', ssnVerifiedAt: new Date() });
  if (options.withAddress) {
    await insertAddress(db, {
      memberId,
      addressLine1: '1600 Market St',
      city: 'Philadelphia',
      state: 'PA',
      postalCode: '19103',
      country: 'US',
      status: 'VERIFIED',
    });
  }
  const [bank] = await db
    .insert(linkedBanks)
    .values({
      memberId,
      source: 'PLAID',
      institutionId: 'ins_test_bank',
      institutionName: 'Test Savings Bank',
      status: 'COMPLETE',
      completesAt: new Date(0),
    })
    .returning();
  const [account] = await db
    .insert(linkedBankAccounts)
    .values({
      bankId: bank?.id ?? '',
      memberId,
      providerAccountId: 'acct-1',
      name: 'Everyday Checking',
      type: 'CHECKING',
      mask: '6789',
      accountNumberEncrypted: encryptField(fieldKey, '000123456789'),
      routingNumber: '011000015',
      currentBalanceCents: 300_000n,
      availableBalanceCents: options.linkedAvailableCents ?? 300_000n,
      balanceAsOf: now,
    })
    .returning();
  return { memberId, linkedAccountId: account?.id ?? '' };
}

describe('seedDemoChecking', () => {
  it('opens the account with an active card and a few weeks of ordinary history', async () => {
    const { memberId, linkedAccountId } = await demoMember({ withAddress: true });
    const { accountId } = await seedDemoChecking(db, {
      memberId,
      fieldKey,
      linkedAccountId,
      now,
      rails: sandboxAchRails(),
    });

    const [account] = await db.select().from(checkingAccounts).where(eq(checkingAccounts.memberId, memberId));
    expect(account?.id).toBe(accountId);
    const [card] = await db.select().from(debitCards).where(eq(debitCards.memberId, memberId));
    expect(card).toMatchObject({ status: 'ACTIVE', locked: false });
    expect((await listEsignDocuments(db, memberId)).every((document) => document.isEsigned)).toBe(true);

    const balance = await balanceOf(db, account?.ledgerAccountId ?? '');
    expect(balance.availableCents).toBeGreaterThanOrEqual(100_000n);
    expect(balance.availableCents).toBeLessThanOrEqual(200_000n);
    expect(balance.pendingInCents).toBe(0n);
    expect(balance.pendingOutCents).toBe(0n);

    const { transactions, total } = await listCheckingTransactions(db, memberId, {
      page: 0,
      pageSize: 100,
      filter: 'ALL',
    });
    expect(total).toBe(transactions.length);
    const payroll = transactions.filter((item) => item.kind === 'payroll_deposit');
    expect(payroll).toHaveLength(2);
    const [latestPay, earlierPay] = payroll.map((item) => new Date(item.postedOn ?? '').getTime());
    expect(((latestPay ?? 0) - (earlierPay ?? 0)) / MS_PER_DAY).toBe(14);
    const purchases = transactions.filter((item) => item.kind === 'card_purchase');
    expect(purchases.length).toBeGreaterThanOrEqual(3);
    expect(purchases.every((item) => item.amount < 0 && item.description.length > 0)).toBe(true);
    expect(transactions.filter((item) => item.kind === 'ach_in')).toMatchObject([{ status: 'POSTED' }]);
    expect(transactions.every((item) => item.status === 'POSTED')).toBe(true);
    expect(transactions.every((item) => new Date(item.postedOn ?? '').getTime() <= now.getTime())).toBe(true);

    const transfers = await db.select().from(achTransfers).where(eq(achTransfers.memberId, memberId));
    expect(transfers.length).toBeGreaterThan(0);
    expect(transfers.every((transfer) => transfer.status === 'POSTED')).toBe(true);
    expect(transfers.some((transfer) => transfer.direction === 'IN')).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const { memberId, linkedAccountId } = await demoMember({ withAddress: true });
    const first = await seedDemoChecking(db, { memberId, fieldKey, linkedAccountId, now, rails: sandboxAchRails() });
    const entries = (await db.select().from(ledgerEntries)).length;
    const second = await seedDemoChecking(db, {
      memberId,
      fieldKey,
      linkedAccountId,
      now: addDaysToInstant(now, 1),
      rails: sandboxAchRails(),
    });
    expect(second).toEqual(first);
    expect((await db.select().from(ledgerEntries)).length).toBe(entries);
  });

  it('needs an address to open the account', async () => {
    const { memberId, linkedAccountId } = await demoMember({ withAddress: false });
    await expect(
      seedDemoChecking(db, { memberId, fieldKey, linkedAccountId, now, rails: sandboxAchRails() }),
    ).rejects.toThrow(/address/);
    expect(await db.select().from(checkingAccounts).where(eq(checkingAccounts.memberId, memberId))).toEqual([]);
  });

  it('leaves nothing behind when it fails halfway, so the next start tries again from scratch', async () => {
    // Too little at the linked bank: the transfer in fails after the account opened and pay arrived.
    const { memberId, linkedAccountId } = await demoMember({ withAddress: true, linkedAvailableCents: 100n });
    const entries = (await db.select().from(ledgerEntries)).length;
    await expect(
      seedDemoChecking(db, { memberId, fieldKey, linkedAccountId, now, rails: sandboxAchRails() }),
    ).rejects.toMatchObject({
      statusCode: 422,
    });
    expect(await db.select().from(checkingAccounts).where(eq(checkingAccounts.memberId, memberId))).toEqual([]);
    expect((await listEsignDocuments(db, memberId)).some((document) => document.isEsigned)).toBe(false);
    expect((await db.select().from(ledgerEntries)).length).toBe(entries);
  });
});
