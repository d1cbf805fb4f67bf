import { randomUUID } from 'node:crypto';
import {
  type BankSource,
  bankAccountInfo,
  bankInfoStatus,
  bankLinkStatus,
  deleteBankAccount,
  listBankAccounts,
  listLinkedAccountTransactions,
  removeBankLink,
} from '@fernleaf/contract/bank';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { linkedBankAccounts } from '../../db/schema/banking.ts';
import { decryptField } from '../../platform/field-encryption.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import { expiringLoginAccessMs, expiringUsername } from '../../sandbox/bank-aggregators/provider-login.ts';
import { type Caller, createBankTestApp, institutionAt, linkBank, newCaller } from '../../test/bank-test-kit.ts';
import { call, callUnchecked } from '../../test/call.ts';
import { assertLedgerBalanced } from '../../test/ledger-invariants.ts';
import { lastYear } from './link-completion-service.ts';

let testApp: Awaited<ReturnType<typeof createBankTestApp>>;
let member: Caller;
let other: Caller;

beforeAll(async () => {
  testApp = await createBankTestApp();
  [member, other] = await Promise.all([newCaller(testApp), newCaller(testApp)]);
});
afterEach(() => assertLedgerBalanced(testApp.database.db));
afterAll(() => testApp.close());

type ListOptions = { includePendingBank?: boolean; includeRemovedBank?: boolean; includeInsLogoUrl?: boolean };

const list = async (caller: Caller, options: ListOptions = {}) =>
  (await call(caller, bankAccountInfo, { body: { options } })).data.banks;

const poll = (caller: Caller, source: BankSource, bankId: string) =>
  call(caller, bankLinkStatus, { params: { source, bankId } });

const transactions = (
  caller: Caller,
  accountId: string | undefined,
  query: { page?: number; pageSize?: number } = {},
) => call(caller, listLinkedAccountTransactions, { params: { accountId: accountId ?? '' }, query });

const completionDelay = (source: 'PLAID' | 'FINICITY' | 'AKOYA') => testApp.aggregator.linkCompletionDelayMs(source);

describe('a login the provider loses access to', () => {
  it('reads UNLINKED once the provider can no longer reach it, and COMPLETE again after a new link', async () => {
    const caller = await newCaller(testApp);
    const { bank } = await linkBank(caller, 'PLAID', institutionAt.PLAID, expiringUsername('PLAID'));
    testApp.clock.advance(completionDelay('PLAID'));
    expect((await poll(caller, 'PLAID', bank.id)).data.banks[0]?.status).toBe('COMPLETE');

    testApp.clock.advance(expiringLoginAccessMs - 1);
    expect((await poll(caller, 'PLAID', bank.id)).data.banks[0]?.status).toBe('COMPLETE');
    testApp.clock.advance(1);
    expect((await poll(caller, 'PLAID', bank.id)).data.banks[0]?.status).toBe('UNLINKED');
    expect((await list(caller)).map((listed) => listed.status)).toEqual(['UNLINKED']);

    // Linking the same login again is a new grant: the same bank, PENDING, then COMPLETE.
    const relinked = await linkBank(caller, 'PLAID', institutionAt.PLAID, expiringUsername('PLAID'));
    expect(relinked.bank.id).toBe(bank.id);
    testApp.clock.advance(completionDelay('PLAID'));
    expect((await poll(caller, 'PLAID', bank.id)).data.banks[0]?.status).toBe('COMPLETE');
  });
});

describe('a Plaid link from start to the transactions page', () => {
  it('is PENDING until the provider finishes, then COMPLETE with accounts, balances and a year of history', async () => {
    const linkedAt = testApp.clock.now();
    const { bank, session } = await linkBank(member, 'PLAID');

    const status = await call(member, bankInfoStatus, { body: { source: 'PLAID', bankId: bank.id } });
    expect(status.data).toEqual({ banks: [{ id: bank.id, status: 'PENDING' }] });
    expect((await poll(member, 'PLAID', bank.id)).data.banks).toEqual([{ id: bank.id, status: 'PENDING' }]);
    expect(await list(member)).toEqual([]);
    expect((await list(member, { includePendingBank: true })).map((listed) => listed.status)).toEqual(['PENDING']);

    testApp.clock.advance(completionDelay('PLAID') - 1);
    expect((await poll(member, 'PLAID', bank.id)).data.banks[0]?.status).toBe('PENDING');
    testApp.clock.advance(1);
    expect((await poll(member, 'PLAID', bank.id)).data.banks[0]?.status).toBe('COMPLETE');

    const [listed] = await list(member);
    const login = {
      source: 'PLAID' as const,
      institutionId: institutionAt.PLAID,
      username: session.credentials.username,
    };
    const expected = await testApp.aggregator.fetchAccounts(login, linkedAt);
    expect(listed).toMatchObject({
      id: bank.id,
      status: 'COMPLETE',
      source: 'PLAID',
      institution: { id: institutionAt.PLAID, name: 'Ally Bank', logoUrl: null },
      linkedAt: linkedAt.toISOString(),
    });
    expect(
      listed?.accounts.map((account) => [account.name, account.mask, account.currentBalance, account.availableBalance]),
    ).toEqual(
      expected.map((account) => [
        account.name,
        account.mask,
        jsonCents(account.currentBalanceCents),
        jsonCents(account.availableBalanceCents),
      ]),
    );
    for (const account of listed?.accounts ?? []) {
      expect(Number.isInteger(account.currentBalance)).toBe(true);
      expect(account.balanceAsOf).toBe(linkedAt.toISOString());
    }

    // Account numbers are stored encrypted, never as they are.
    const stored = await testApp.database.db
      .select()
      .from(linkedBankAccounts)
      .where(eq(linkedBankAccounts.bankId, bank.id));
    for (const row of stored) {
      const number = expected.find((account) => account.providerAccountId === row.providerAccountId)?.accountNumber;
      expect(row.accountNumberEncrypted).not.toContain(number);
      expect(decryptField(testApp.fieldKey, row.accountNumberEncrypted)).toBe(number);
    }

    const checking = listed?.accounts.find((account) => account.name === expected[0]?.name);
    const history = await testApp.aggregator.fetchTransactions(
      login,
      expected[0]?.providerAccountId ?? '',
      lastYear(linkedAt),
    );
    const newest = [...history].sort((a, b) => b.postedOn.localeCompare(a.postedOn));
    const firstPage = (await transactions(member, checking?.id)).data;
    expect(firstPage).toMatchObject({ page: 0, pageSize: 5, total: history.length });
    expect(firstPage.transactions).toHaveLength(5);
    expect(firstPage.transactions[0]?.postedOn).toBe(newest[0]?.postedOn);
    const secondPage = (await transactions(member, checking?.id, { page: 1, pageSize: 5 })).data;
    const dates = [...firstPage.transactions, ...secondPage.transactions].map((row) => row.postedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const ids = new Set([...firstPage.transactions, ...secondPage.transactions].map((row) => row.id));
    expect(ids.size).toBe(10);
    // Every transaction of the year, page by page, is the provider's history exactly.
    const all: { postedOn: string; amount: number; description: string }[] = [];
    for (let page = 0; all.length < history.length; page++) {
      const rows = (await transactions(member, checking?.id, { page, pageSize: 100 })).data.transactions;
      if (rows.length === 0) break;
      all.push(...rows);
    }
    const key = (row: { postedOn: string; amount: number; description: string }) =>
      `${row.postedOn}|${row.amount}|${row.description}`;
    expect(all.map(key).sort()).toEqual(
      history.map((row) => key({ ...row, amount: jsonCents(row.amountCents) })).sort(),
    );
  });

  it('answers the last page short and a page past the end empty', async () => {
    const { bank } = await linkBank(member, 'PLAID', 'ins_usaa');
    testApp.clock.advance(completionDelay('PLAID'));
    const account = (await list(member)).find((listed) => listed.id === bank.id)?.accounts[0];
    const { total } = (await transactions(member, account?.id)).data;
    const lastPage = Math.floor((total - 1) / 100);
    const last = (await transactions(member, account?.id, { page: lastPage, pageSize: 100 })).data;
    expect(last.transactions).toHaveLength(total - lastPage * 100);
    const past = (await transactions(member, account?.id, { page: lastPage + 1, pageSize: 100 })).data;
    expect(past).toMatchObject({ transactions: [], total });
  });
});

describe('the bank list', () => {
  it('lists newest first, with removed banks only when asked and logo urls only when asked', async () => {
    const caller = await newCaller(testApp);
    const older = await linkBank(caller, 'FINICITY');
    testApp.clock.advance(1000);
    const newer = await linkBank(caller, 'AKOYA');
    testApp.clock.advance(Math.max(completionDelay('FINICITY'), completionDelay('AKOYA')));
    expect((await list(caller)).map((bank) => bank.id)).toEqual([newer.bank.id, older.bank.id]);

    const withLogos = await list(caller, { includeInsLogoUrl: true });
    expect(withLogos.map((bank) => bank.institution.logoUrl)).toEqual([
      'https://www.chase.com/favicon.ico',
      'https://www.navyfederal.org/favicon.ico',
    ]);

    const remaining = await call(caller, removeBankLink, { body: { bankId: older.bank.id, source: 'FINICITY' } });
    expect(remaining.statusCode).toBe(200);
    expect(remaining.data.banks.map((bank) => bank.id)).toEqual([newer.bank.id]);
    expect((await list(caller)).map((bank) => bank.id)).toEqual([newer.bank.id]);
    const withRemoved = await call(caller, listBankAccounts, { query: { includeRemovedBank: 'true' } });
    expect(withRemoved.data.banks.map((bank) => [bank.id, bank.status])).toEqual([
      [newer.bank.id, 'COMPLETE'],
      [older.bank.id, 'REMOVED'],
    ]);
    // A poller waits for COMPLETE and stops only on an empty answer, so a removed bank answers none.
    expect((await poll(caller, 'FINICITY', older.bank.id)).data.banks).toEqual([]);
  });

  it('removes through DELETE as well, and a second removal answers 404', async () => {
    const caller = await newCaller(testApp);
    const { bank } = await linkBank(caller, 'PLAID');
    const removed = await call(caller, deleteBankAccount, { params: { source: 'PLAID', bankId: bank.id } });
    expect(removed.statusCode).toBe(200);
    expect(removed.data.banks).toEqual([]);
    for (const again of [
      call(caller, deleteBankAccount, { params: { source: 'PLAID', bankId: bank.id } }),
      call(caller, removeBankLink, { body: { bankId: bank.id, source: 'PLAID' } }),
    ]) {
      const response = await again;
      expect(response.statusCode).toBe(404);
      expect(response.error.code).toBe('NOT_FOUND');
    }
  });

  it("answers 404 when the source is not the bank's", async () => {
    const caller = await newCaller(testApp);
    const { bank } = await linkBank(caller, 'PLAID');
    const response = await call(caller, removeBankLink, { body: { bankId: bank.id, source: 'AKOYA' } });
    expect(response.statusCode).toBe(404);
    expect((await list(caller, { includePendingBank: true })).map((listed) => listed.id)).toEqual([bank.id]);
  });
});

describe("another member's bank", () => {
  it('answers 404 for removal and transactions, and an empty status, and changes nothing', async () => {
    const { bank } = await linkBank(member, 'PLAID', 'ins_discover');
    testApp.clock.advance(completionDelay('PLAID'));
    const account = (await list(member)).find((listed) => listed.id === bank.id)?.accounts[0];

    expect((await poll(other, 'PLAID', bank.id)).data).toEqual({ banks: [] });
    const status = await call(other, bankInfoStatus, { body: { source: 'PLAID', bankId: bank.id } });
    expect(status.data).toEqual({ banks: [] });
    for (const response of [
      await call(other, removeBankLink, { body: { bankId: bank.id, source: 'PLAID' } }),
      await call(other, deleteBankAccount, { params: { source: 'PLAID', bankId: bank.id } }),
      await transactions(other, account?.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.error.code).toBe('NOT_FOUND');
    }
    expect(await list(other, { includePendingBank: true, includeRemovedBank: true })).toEqual([]);
    expect((await list(member)).find((listed) => listed.id === bank.id)?.status).toBe('COMPLETE');
  });
});

describe('status polling', () => {
  it('answers no banks for a bank that does not exist or is at another provider', async () => {
    expect((await poll(member, 'PLAID', randomUUID())).data).toEqual({ banks: [] });
    const { bank } = await linkBank(member, 'FINICITY', 'ins_penfed');
    expect((await poll(member, 'PLAID', bank.id)).data).toEqual({ banks: [] });
    expect((await poll(member, 'FINICITY', bank.id)).data.banks).toHaveLength(1);
  });

  it('names a bad source or bank id', async () => {
    const badSource = await callUnchecked(member, bankLinkStatus, { params: { source: 'MX', bankId: randomUUID() } });
    expect(badSource.statusCode).toBe(400);
    expect(badSource.error.fields).toEqual({ source: 'Choose PLAID, FINICITY or AKOYA' });
    const badId = await callUnchecked(member, bankInfoStatus, { body: { source: 'PLAID', bankId: '42' } });
    expect(badId.statusCode).toBe(400);
    expect(badId.error.fields).toEqual({ bankId: 'Enter a valid bank id' });
    const badAccount = await callUnchecked(member, listLinkedAccountTransactions, { params: { accountId: 'nope' } });
    expect(badAccount.error.fields).toEqual({ accountId: 'Enter a valid account id' });
    const badPage = await callUnchecked(member, listLinkedAccountTransactions, {
      params: { accountId: randomUUID() },
      query: { pageSize: 500 },
    });
    expect(Object.keys(badPage.error.fields ?? {})).toEqual(['pageSize']);
  });
});
