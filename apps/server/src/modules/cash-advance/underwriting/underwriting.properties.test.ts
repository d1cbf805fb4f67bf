import {
  denialReasonSchema,
  eligibilityBreakdownSchema,
  underwritingFindingsSchema,
} from '@fernleaf/contract/cash-advance-onboarding';
import { advanceStepCents, maximumAdvanceLimitCents } from '@fernleaf/contract/cash-advance-pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBefore, historyOf, paycheck } from '../../../test/underwriting-test-kit.ts';
import { TRIAL_LIMIT_CENTS, type UnderwritingInput, type UnderwritingTransaction, underwrite } from './underwriting.ts';

const asOfs = fc.integer({ min: 0, max: 6 * 365 }).map((offset) => daysBefore('2030-12-31', offset));

const descriptions = [
  'GROCERY OUTLET #0412',
  'CHECK 1042',
  'OVERDRAFT ITEM FEE',
  'NSF RETURNED ITEM FEE',
  'REFUND AMAZON MKTPL',
  'ZELLE FROM J SMITH',
  'ATM WITHDRAWAL #5521',
] as const;

/** A random checking history: maybe a payer on a schedule, random spending, fees and credits. */
const histories: fc.Arbitrary<UnderwritingInput> = fc
  .record({
    asOf: asOfs,
    historyDays: fc.integer({ min: 1, max: 200 }),
    openingCents: fc.integer({ min: -50_000, max: 800_000 }),
    pay: fc.option(
      fc.record({
        step: fc.constantFrom(7, 14, 30),
        count: fc.integer({ min: 1, max: 20 }),
        lastDaysAgo: fc.integer({ min: 0, max: 60 }),
        amountCents: fc.integer({ min: 5_000, max: 400_000 }),
        jitterPercent: fc.integer({ min: 0, max: 30 }),
      }),
    ),
    others: fc.array(
      fc.record({
        daysAgo: fc.integer({ min: 0, max: 199 }),
        amountCents: fc.integer({ min: -300_000, max: 150_000 }).filter((amount) => amount !== 0),
        description: fc.constantFrom(...descriptions),
        pending: fc.boolean(),
      }),
      { maxLength: 40 },
    ),
    hasFernleafDirectDeposit: fc.boolean(),
  })
  .map(({ asOf, historyDays, openingCents, pay, others, hasFernleafDirectDeposit }) => {
    const inHistory = (daysAgo: number) => daysAgo < historyDays;
    const transactions: UnderwritingTransaction[] = [];
    if (pay) {
      for (let index = 0; index < pay.count; index++) {
        const daysAgo = pay.lastDaysAgo + index * pay.step;
        if (!inHistory(daysAgo)) break;
        // Alternating above and below the usual amount, by up to the jitter.
        const sign = index % 2 === 0 ? 1 : -1;
        const amount = pay.amountCents + Math.round((sign * pay.amountCents * pay.jitterPercent * index) / 100 / 20);
        transactions.push(paycheck(daysBefore(asOf, daysAgo), amount));
      }
    }
    for (const other of others) {
      if (!inHistory(other.daysAgo)) continue;
      transactions.push({
        postedOn: daysBefore(asOf, other.daysAgo),
        amountCents: BigInt(other.amountCents),
        category: other.amountCents > 0 ? 'TRANSFER' : 'SHOPPING',
        description: other.description,
        merchantName: null,
        pending: other.pending,
      });
    }
    return historyOf({ asOf, historyDays, openingCents, transactions, hasFernleafDirectDeposit });
  });

const forced = fc.option(
  fc.constantFrom('QUALIFIED', 'TRIAL_QUALIFIED', 'DENIED') as fc.Arbitrary<'QUALIFIED' | 'TRIAL_QUALIFIED' | 'DENIED'>,
);

const stepped = (sum: number) =>
  Math.floor(Math.min(maximumAdvanceLimitCents, Math.max(0, sum)) / advanceStepCents) * advanceStepCents;

describe('underwrite, whatever the history', () => {
  it('answers a limit in $5 steps within [$0, $500], in the contract’s shapes', () => {
    fc.assert(
      fc.property(histories, forced, (input, forceOutcome) => {
        const result = underwrite({ ...input, forceOutcome });
        expect(result.limitCents % advanceStepCents).toBe(0);
        expect(result.limitCents).toBeGreaterThanOrEqual(0);
        expect(result.limitCents).toBeLessThanOrEqual(maximumAdvanceLimitCents);
        expect(result.breakdown.limit).toBe(result.limitCents);
        eligibilityBreakdownSchema.parse(result.breakdown);
        underwritingFindingsSchema.parse(result.findings);
        for (const reason of result.denialReasons) denialReasonSchema.parse(reason);
        if (forceOutcome) expect(result.outcome).toBe(forceOutcome);
      }),
      { numRuns: 300 },
    );
  });

  it('has lines that add up exactly to the limit of an offer, the rounding shown as a line of its own', () => {
    fc.assert(
      fc.property(histories, forced, (input, forceOutcome) => {
        const result = underwrite({ ...input, forceOutcome });
        if (result.outcome === 'DENIED') return;
        const lines = result.breakdown.lines;
        expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(result.limitCents);
        const beforeRounding = lines.filter((line) => line.kind !== 'ROUNDING');
        expect(stepped(beforeRounding.reduce((sum, line) => sum + line.amount, 0))).toBe(result.limitCents);
        expect(lines.filter((line) => line.kind === 'ROUNDING').length).toBeLessThanOrEqual(1);
        // The rounding, when there is one, is the last line and only takes off.
        const roundingIndex = lines.findIndex((line) => line.kind === 'ROUNDING');
        if (roundingIndex >= 0) {
          expect(roundingIndex).toBe(lines.length - 1);
          expect(lines[roundingIndex]?.amount).toBeLessThan(0);
        }
        // The caps only ever take off, and come after what they cap (only the rounding follows them).
        const capIndex = lines.findIndex((line) => line.kind === 'CAP' || line.kind === 'TRIAL_CAP');
        if (capIndex >= 0) {
          const capsAndAfter = lines.slice(capIndex).filter((line) => line.kind !== 'ROUNDING');
          for (const line of capsAndAfter) expect(line.amount).toBeLessThanOrEqual(0);
          expect(capsAndAfter.every((line) => line.kind === 'CAP' || line.kind === 'TRIAL_CAP')).toBe(true);
        }
        if (result.outcome === 'TRIAL_QUALIFIED') expect(result.limitCents).toBeLessThanOrEqual(TRIAL_LIMIT_CENTS);
      }),
      { numRuns: 300 },
    );
  });

  it('gives a denial at least one reason and a tier only to an offer', () => {
    fc.assert(
      fc.property(histories, forced, (input, forceOutcome) => {
        const result = underwrite({ ...input, forceOutcome });
        if (result.outcome === 'DENIED') {
          expect(result.denialReasons.length).toBeGreaterThan(0);
          expect(result.tier).toBeNull();
          expect(result.limitCents).toBe(0);
        } else {
          expect(result.denialReasons).toEqual([]);
          expect(result.tier).toBe(result.outcome === 'QUALIFIED' ? 'ICwB' : 'INSTACASH_TRIAL_TIER');
          expect(result.limitCents).toBeGreaterThanOrEqual(1_000);
        }
        for (const raise of result.breakdown.raises) expect(raise.amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never raises the limit for a paycheck-sized payment that may overdraw the account', () => {
    const rank = { DENIED: 0, TRIAL_QUALIFIED: 1, QUALIFIED: 2 } as const;
    fc.assert(
      fc.property(
        histories,
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        fc.constantFrom('CHECK 1043', 'OVERDRAFT ITEM PAID'),
        (input, where, description) => {
          const before = underwrite(input);
          const historyDays = before.findings.historyDays;
          const postedOn = daysBefore(input.asOf, Math.floor(where * historyDays));
          const amount = BigInt(before.findings.income?.typicalAmount ?? 150_000);
          const payment = {
            postedOn,
            amountCents: -amount,
            category: 'SHOPPING',
            description,
            merchantName: null,
            pending: false,
          };
          const after = underwrite({
            ...input,
            transactions: [...input.transactions, payment],
            currentBalanceCents: input.currentBalanceCents - amount,
          });
          expect(after.findings.historyDays).toBe(historyDays);
          expect(after.limitCents).toBeLessThanOrEqual(before.limitCents);
          expect(rank[after.outcome]).toBeLessThanOrEqual(rank[before.outcome]);
          expect(after.findings.overdraftsLast90Days).toBeGreaterThanOrEqual(before.findings.overdraftsLast90Days);
        },
      ),
      { numRuns: 300 },
    );
  });
});
