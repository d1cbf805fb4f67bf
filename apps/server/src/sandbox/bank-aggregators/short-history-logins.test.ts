import { dayNumberOf, isoDateOf } from '@fernleaf/contract/calendar/days';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BankSource, listInstitutions, preferredSource } from './institutions.ts';
import {
  accessLostAfterMs,
  checkProviderLogin,
  SHORT_HISTORY_DAYS,
  sandboxCredentials,
  shortHistoryDaysOf,
  shortHistoryUsernames,
} from './provider-login.ts';
import { type SandboxAccount, sandboxAccountsFor } from './sandbox-accounts.ts';
import { createSandboxAggregator } from './sandbox-aggregator.ts';
import {
  OPENING_DEPOSIT_DESCRIPTION,
  type SandboxTransaction,
  sandboxBalance,
  sandboxOpeningBalance,
  sandboxTransactions,
} from './sandbox-transactions.ts';

const SOURCES: BankSource[] = ['PLAID', 'FINICITY', 'AKOYA'];
const institutionIds = listInstitutions().map((institution) => institution.id);
const asOfDates = fc.integer({ min: dayNumberOf('2001-01-01'), max: dayNumberOf('2045-12-31') }).map(isoDateOf);

const withoutPending = ({ pending: _pending, ...rest }: SandboxTransaction) => rest;
const total = (transactions: readonly { amountCents: number }[]) =>
  transactions.reduce((sum, t) => sum + t.amountCents, 0);
const daysBefore = (iso: string, days: number) => isoDateOf(dayNumberOf(iso) - days);

/** The same account without its short history: the full year it was cut from. */
function fullYearOf({ historyDays: _historyDays, ...account }: SandboxAccount): SandboxAccount {
  return account;
}

describe('the short-history sign-ins', () => {
  it('are <prefix>_thin and <prefix>_new, signing in with the normal password and keeping access', () => {
    expect(SOURCES.map(shortHistoryUsernames)).toEqual([
      { thin: 'user_thin', new: 'user_new' },
      { thin: 'profile_thin', new: 'profile_new' },
      { thin: 'mikomo_thin', new: 'mikomo_new' },
    ]);
    for (const source of SOURCES) {
      const { password } = sandboxCredentials(source);
      for (const username of Object.values(shortHistoryUsernames(source))) {
        expect(checkProviderLogin(source, { username: ` ${username.toUpperCase()} `, password })).toEqual({
          outcome: 'SUCCESS',
        });
        expect(checkProviderLogin(source, { username, password: `${password}x` }).outcome).toBe('INVALID_CREDENTIALS');
        expect(accessLostAfterMs(source, username)).toBeNull();
      }
      // Each provider's screen takes only its own users.
      for (const other of SOURCES.filter((candidate) => candidate !== source)) {
        expect(checkProviderLogin(source, { username: shortHistoryUsernames(other).thin, password }).outcome).toBe(
          'INVALID_CREDENTIALS',
        );
      }
    }
  });

  it('give 19 and 60 days of history; every other login a full year', () => {
    expect(SHORT_HISTORY_DAYS).toEqual({ thin: 19, new: 60 });
    for (const source of SOURCES) {
      const { thin, new: recent } = shortHistoryUsernames(source);
      expect(shortHistoryDaysOf(` ${thin.toUpperCase()}`)).toBe(19);
      expect(shortHistoryDaysOf(recent)).toBe(60);
      const { username, mfaUsername } = sandboxCredentials(source);
      for (const other of [username, mfaUsername, `${source.toLowerCase()}_expiring`, 'someone']) {
        expect(shortHistoryDaysOf(other)).toBeNull();
      }
    }
  });

  it('keep the accounts of the other logins exactly as they were', () => {
    const accounts = sandboxAccountsFor({ institutionId: 'ins_chase', username: 'mikomo' });
    for (const account of accounts) expect(account).not.toHaveProperty('historyDays');
    const thin = sandboxAccountsFor({ institutionId: 'ins_chase', username: 'mikomo_thin' });
    expect(thin.length).toBeGreaterThan(0);
    for (const account of thin) expect(account.historyDays).toBe(19);
    // Their own accounts, not the normal user's.
    const ids = new Set(accounts.map((account) => account.providerAccountId));
    expect(thin.some((account) => ids.has(account.providerAccountId))).toBe(false);
  });
});

describe('an account opened shortly before the fetch', () => {
  const shortAccounts = fc
    .tuple(
      fc.constantFrom(...institutionIds),
      fc.constantFrom(...SOURCES.flatMap((source) => Object.values(shortHistoryUsernames(source)))),
    )
    .chain(([institutionId, username]) => fc.constantFrom(...sandboxAccountsFor({ institutionId, username })));

  it('starts on its opening day with a deposit of what the full history held the evening before', () => {
    fc.assert(
      fc.property(shortAccounts, asOfDates, (account, asOf) => {
        const historyDays = account.historyDays ?? 0;
        const openedOn = daysBefore(asOf, historyDays - 1);
        const transactions = sandboxTransactions(account, { asOf });
        const [deposit, ...rest] = transactions;
        expect(deposit).toMatchObject({
          postedOn: openedOn,
          category: 'TRANSFER',
          description: OPENING_DEPOSIT_DESCRIPTION,
          merchantName: null,
          pending: false,
        });
        expect(deposit?.providerTransactionId).toMatch(/^txn_[0-9a-f]{24}$/);
        expect(rest.every((t) => t.postedOn >= openedOn && t.postedOn <= asOf)).toBe(true);

        const fullYear = sandboxTransactions(fullYearOf(account), { asOf });
        const before = fullYear.filter((t) => t.postedOn < openedOn);
        expect(deposit?.amountCents).toBe(sandboxOpeningBalance(fullYearOf(account), { asOf }) + total(before));
        expect(deposit?.amountCents).toBeGreaterThan(0);
        // From the opening day on, the same transactions as the full year, ids included.
        expect(rest).toEqual(fullYear.filter((t) => t.postedOn >= openedOn));
      }),
      { numRuns: 40 },
    );
  });

  it('adds up to the same balances as the full year, nothing before its opening', () => {
    fc.assert(
      fc.property(shortAccounts, asOfDates, (account, asOf) => {
        const transactions = sandboxTransactions(account, { asOf });
        expect(sandboxOpeningBalance(account, { asOf })).toBe(0);
        const balance = sandboxBalance(account, { asOf });
        expect(balance).toEqual(sandboxBalance(fullYearOf(account), { asOf }));
        expect(balance.currentCents).toBe(total(transactions.filter((t) => !t.pending)));
        expect(balance.availableCents).toBe(total(transactions));
      }),
      { numRuns: 40 },
    );
  });

  it('has the same shape whatever day it is fetched: the opening day moves with asOf', () => {
    fc.assert(
      fc.property(shortAccounts, asOfDates, fc.integer({ min: 1, max: 400 }), (account, earlier, gap) => {
        const later = isoDateOf(dayNumberOf(earlier) + gap);
        for (const asOf of [earlier, later]) {
          const transactions = sandboxTransactions(account, { asOf });
          expect(transactions[0]?.postedOn).toBe(daysBefore(asOf, (account.historyDays ?? 0) - 1));
        }
        // Asked twice on the same day, the same answer.
        expect(sandboxTransactions(account, { asOf: later })).toEqual(
          sandboxTransactions({ ...account }, { asOf: later }),
        );
        // Days both windows hold agree, the opening deposit and pending flags aside.
        const laterStart = sandboxTransactions(account, { asOf: later })[0]?.postedOn ?? later;
        const shared = (transactions: SandboxTransaction[]) =>
          transactions
            .filter((t) => t.postedOn > laterStart && t.postedOn <= earlier)
            .filter((t) => t.description !== OPENING_DEPOSIT_DESCRIPTION)
            .map(withoutPending);
        expect(shared(sandboxTransactions(account, { asOf: earlier }))).toEqual(
          shared(sandboxTransactions(account, { asOf: later })),
        );
      }),
      { numRuns: 30 },
    );
  });

  it('refuses a history shorter than the days purchases stay pending', () => {
    const [account] = sandboxAccountsFor({ institutionId: 'ins_ally', username: 'user_thin' });
    if (!account) throw new Error('the sandbox login has no account');
    expect(() => sandboxTransactions({ ...account, historyDays: 1 }, { asOf: '2026-03-15' })).toThrow(RangeError);
    expect(sandboxTransactions({ ...account, historyDays: 2 }, { asOf: '2026-03-15' })[0]?.postedOn).toBe('2026-03-14');
    // A history longer than the year is just the year.
    expect(sandboxTransactions({ ...account, historyDays: 400 }, { asOf: '2026-03-15' })).toEqual(
      sandboxTransactions(fullYearOf(account), { asOf: '2026-03-15' }),
    );
  });
});

describe('linking a short-history login through the sandbox aggregator', () => {
  const aggregator = createSandboxAggregator();

  it.each(SOURCES)(
    '%s: the year asked for holds only the days since the opening, summing to the balance',
    async (source) => {
      const institution = listInstitutions().find((candidate) => preferredSource(candidate) === source);
      if (!institution) throw new Error(`no institution links through ${source}`);
      const now = new Date('2026-03-15T17:30:00Z');
      for (const [username, days] of [
        [shortHistoryUsernames(source).thin, 19],
        [shortHistoryUsernames(source).new, 60],
      ] as const) {
        const login = { source, institutionId: institution.id, username };
        const accounts = await aggregator.fetchAccounts(login, now);
        expect(accounts.length).toBeGreaterThan(0);
        for (const account of accounts) {
          // The range link completion asks for: the year up to the day of the link.
          const history = await aggregator.fetchTransactions(login, account.providerAccountId, {
            from: '2025-03-15',
            to: '2026-03-15',
          });
          const dates = history.map((t) => t.postedOn).sort();
          expect(dates[0]).toBe(daysBefore('2026-03-15', days - 1));
          const posted = history.filter((t) => !t.pending).reduce((sum, t) => sum + t.amountCents, 0n);
          expect(posted).toBe(account.currentBalanceCents);
          expect(history.reduce((sum, t) => sum + t.amountCents, 0n)).toBe(account.availableBalanceCents);
        }
      }
    },
  );
});
