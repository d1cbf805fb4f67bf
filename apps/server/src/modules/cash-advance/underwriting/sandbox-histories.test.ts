// The engine over the sandbox aggregator's own histories, so the demo and the README's sign-ins give
// what they promise: the standard logins qualify, `_new` gets the trial tier, `_thin` is denied.
import { describe, expect, it } from 'vitest';
import { type BankSource, listInstitutions, preferredSource } from '../../../sandbox/bank-aggregators/institutions.ts';
import { sandboxCredentials, shortHistoryUsernames } from '../../../sandbox/bank-aggregators/provider-login.ts';
import { sandboxAccountsFor } from '../../../sandbox/bank-aggregators/sandbox-accounts.ts';
import {
  sandboxBalance,
  sandboxPaySchedule,
  sandboxTransactions,
} from '../../../sandbox/bank-aggregators/sandbox-transactions.ts';
import { daysBefore } from '../../../test/underwriting-test-kit.ts';
import { type UnderwritingResult, underwrite } from './underwriting.ts';

const SOURCES: BankSource[] = ['PLAID', 'FINICITY', 'AKOYA'];
const AS_OFS = ['2025-01-15', '2025-07-04', '2025-12-31', '2026-03-02', '2026-05-11', '2026-11-27'];

/** A few institutions each provider links to. */
const institutionsOf = (source: BankSource) =>
  listInstitutions()
    .filter((institution) => preferredSource(institution) === source)
    .slice(0, 4)
    .map((institution) => institution.id);

function checkingOf(institutionId: string, username: string) {
  const checking = sandboxAccountsFor({ institutionId, username }).find((account) => account.type === 'CHECKING');
  if (!checking) throw new Error(`${username} at ${institutionId} has no checking account`);
  return checking;
}

/** What the bank module stores after a link on `asOf`, underwritten as the service will. */
function underwriteSandbox(
  institutionId: string,
  username: string,
  asOf: string,
  hasFernleafDirectDeposit = false,
): UnderwritingResult {
  const checking = checkingOf(institutionId, username);
  return underwrite({
    transactions: sandboxTransactions(checking, { asOf }).map((t) => ({ ...t, amountCents: BigInt(t.amountCents) })),
    currentBalanceCents: BigInt(sandboxBalance(checking, { asOf }).currentCents),
    asOf,
    hasFernleafDirectDeposit,
  });
}

describe('the sandbox logins', () => {
  it.each(SOURCES)('%s: the standard login qualifies, reading the pay the sandbox paid', (source) => {
    const { username } = sandboxCredentials(source);
    for (const institutionId of institutionsOf(source)) {
      const schedule = sandboxPaySchedule(checkingOf(institutionId, username));
      for (const asOf of AS_OFS) {
        const result = underwriteSandbox(institutionId, username, asOf);
        expect(result, `${username} at ${institutionId} on ${asOf}`).toMatchObject({
          outcome: 'QUALIFIED',
          tier: 'ICwB',
          denialReasons: [],
        });
        expect(result.limitCents).toBeGreaterThanOrEqual(10_000);
        expect(result.limitCents).toBeLessThanOrEqual(40_000);
        const { income } = result.findings;
        expect(income).toMatchObject({ payer: schedule.employer, frequency: schedule.frequency });
        expect(Math.abs((income?.typicalAmount ?? 0) - schedule.typicalAmountCents)).toBeLessThanOrEqual(
          Math.ceil(schedule.typicalAmountCents * 0.02),
        );
        expect((income?.nextPayday ?? '') > asOf).toBe(true);
        expect(result.findings.overdraftsLast90Days).toBe(0);
        expect(result.findings.historyDays).toBeGreaterThanOrEqual(360);
      }
    }
  });

  it.each(SOURCES)('%s: the _new login gets the trial tier at $50', (source) => {
    const username = shortHistoryUsernames(source).new;
    for (const institutionId of institutionsOf(source)) {
      for (const asOf of AS_OFS) {
        const result = underwriteSandbox(institutionId, username, asOf);
        expect(result, `${username} at ${institutionId} on ${asOf}`).toMatchObject({
          outcome: 'TRIAL_QUALIFIED',
          tier: 'INSTACASH_TRIAL_TIER',
          limitCents: 5_000,
        });
        expect(result.findings.historyDays).toBe(60);
        expect(result.breakdown.lines.at(-1)?.kind).toBe('TRIAL_CAP');
      }
    }
  });

  it.each(SOURCES)('%s: the _thin login is denied as too thin', (source) => {
    const username = shortHistoryUsernames(source).thin;
    for (const institutionId of institutionsOf(source)) {
      for (const asOf of AS_OFS) {
        const result = underwriteSandbox(institutionId, username, asOf);
        expect(result.outcome).toBe('DENIED');
        expect(result.denialReasons[0]).toMatchObject({
          code: 'THIN_HISTORY',
          title: 'Your account has 19 days of history; we need at least 28.',
        });
        expect(result.findings.historyDays).toBe(19);
      }
    }
  });

  it('the demo member’s bank (Chase through Akoya, mikomo) qualifies for $400, $500 with direct deposit', () => {
    for (let daysAgo = 0; daysAgo < 400; daysAgo += 9) {
      const asOf = daysBefore('2026-12-31', daysAgo);
      expect(underwriteSandbox('ins_chase', 'mikomo', asOf), asOf).toMatchObject({
        outcome: 'QUALIFIED',
        limitCents: 40_000,
      });
      expect(underwriteSandbox('ins_chase', 'mikomo', asOf, true).limitCents).toBe(50_000);
    }
  });
});
