import { describe, expect, it } from 'vitest';
import { findInstitution, listInstitutions, preferredSource } from './institutions.ts';
import { sandboxAccountsFor } from './sandbox-accounts.ts';
import { createSandboxAggregator } from './sandbox-aggregator.ts';
import { sandboxBalance, sandboxTransactions } from './sandbox-transactions.ts';

const aggregator = createSandboxAggregator();
const login = { source: 'PLAID' as const, institutionId: 'ins_ally', username: 'user_good' };

describe('the sandbox aggregator', () => {
  it('answers the top institutions in rank order, each with its preferred provider', async () => {
    const top = await aggregator.topInstitutions({ limit: 5 });
    expect(top.map((institution) => institution.id)).toEqual(
      listInstitutions()
        .slice(0, 5)
        .map((i) => i.id),
    );
    for (const institution of top) {
      const listed = findInstitution(institution.id);
      expect(listed && institution.source).toBe(listed && preferredSource(listed));
      expect(institution).not.toHaveProperty('sources');
    }
  });

  it('keeps to Akoya-reachable institutions when asked, in search and top alike', async () => {
    const top = await aggregator.topInstitutions({ limit: 50, isAkoyaSupported: true });
    expect(top.length).toBe(listInstitutions().filter((institution) => institution.isAkoyaSupported).length);
    expect(top.every((institution) => institution.isAkoyaSupported)).toBe(true);
    const search = await aggregator.searchInstitutions({ query: 'bank', page: 0, size: 20, isAkoyaSupported: true });
    expect(search.institutions.every((institution) => institution.isAkoyaSupported)).toBe(true);
    expect(await aggregator.findInstitution('ins_nowhere')).toBeUndefined();
  });

  it("answers the login's accounts with the sandbox balances as bigint cents", async () => {
    const asOf = new Date('2026-03-15T12:00:00Z');
    const accounts = await aggregator.fetchAccounts(login, asOf);
    const sandbox = sandboxAccountsFor(login);
    expect(accounts.map((account) => account.providerAccountId)).toEqual(sandbox.map((a) => a.providerAccountId));
    for (const [index, account] of sandbox.entries()) {
      const balance = sandboxBalance(account, { asOf: '2026-03-15' });
      expect(accounts[index]?.accountNumber).toBe(account.accountNumber);
      expect(accounts[index]?.currentBalanceCents).toBe(BigInt(balance.currentCents));
      expect(accounts[index]?.availableBalanceCents).toBe(BigInt(balance.availableCents));
    }
  });

  it('cuts transactions to the range asked for', async () => {
    const [account] = sandboxAccountsFor(login);
    if (!account) throw new Error('the sandbox login has no account');
    const all = sandboxTransactions(account, { asOf: '2026-03-15' });
    const range = await aggregator.fetchTransactions(login, account.providerAccountId, {
      from: '2026-01-01',
      to: '2026-03-15',
    });
    expect(range.length).toBe(all.filter((transaction) => transaction.postedOn >= '2026-01-01').length);
    expect(range.length).toBeGreaterThan(0);
    expect(range.every((transaction) => typeof transaction.amountCents === 'bigint')).toBe(true);
    expect(await aggregator.fetchTransactions(login, 'acc_unknown', { from: '2026-01-01', to: '2026-03-15' })).toEqual(
      [],
    );
  });
});
