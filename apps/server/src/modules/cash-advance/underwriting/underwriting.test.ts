import {
  denialReasonSchema,
  eligibilityBreakdownSchema,
  underwritingFindingsSchema,
} from '@fernleaf/contract/cash-advance-onboarding';
import { describe, expect, it } from 'vitest';
import { datesEvery, daysBefore, fee, historyOf, paycheck, purchase } from '../../../test/underwriting-test-kit.ts';
import {
  breakdownAddingUp,
  type UnderwritingResult,
  type UnderwritingTransaction,
  underwrite,
} from './underwriting.ts';

const asOf = '2026-03-13';

/**
 * A history whose balance never moves from `openingCents`: each paycheck is spent the day it
 * arrives, so the average daily balance is exactly the opening (over a history of 90 days or more).
 */
function steady(options: {
  historyDays?: number;
  openingCents?: number;
  payDates?: string[];
  payCents?: number;
  extra?: UnderwritingTransaction[];
  hasFernleafDirectDeposit?: boolean;
  forceOutcome?: 'QUALIFIED' | 'TRIAL_QUALIFIED' | 'DENIED';
}) {
  const payCents = options.payCents ?? 200_000;
  const payDates = options.payDates ?? datesEvery(14, 8, asOf);
  return historyOf({
    asOf,
    historyDays: options.historyDays ?? 120,
    openingCents: options.openingCents ?? 300_000,
    transactions: [
      ...payDates.flatMap((date) => [paycheck(date, payCents), purchase(date, payCents, 'RENT PAYMENT')]),
      ...(options.extra ?? []),
    ],
    hasFernleafDirectDeposit: options.hasFernleafDirectDeposit,
    forceOutcome: options.forceOutcome,
  });
}

/** NSF fees on `count` different days of the last 90, a week apart. */
function nsfFees(count: number): UnderwritingTransaction[] {
  return Array.from({ length: count }, (_, index) =>
    fee(daysBefore(asOf, 3 + 7 * index), 'NSF RETURNED ITEM FEE', 100),
  );
}

const codes = (result: UnderwritingResult) => result.denialReasons.map((reason) => reason.code);
const kinds = (result: UnderwritingResult) => result.breakdown.lines.map((line) => `${line.kind} ${line.amount}`);
const linesSum = (result: UnderwritingResult) => result.breakdown.lines.reduce((sum, line) => sum + line.amount, 0);

function expectContractShapes(result: UnderwritingResult) {
  expect(eligibilityBreakdownSchema.parse(result.breakdown)).toEqual(result.breakdown);
  for (const reason of result.denialReasons) expect(denialReasonSchema.parse(reason)).toEqual(reason);
  expect(underwritingFindingsSchema.parse(result.findings)).toEqual(result.findings);
  expect(result.breakdown.limit).toBe(result.limitCents);
}

describe('a steady history', () => {
  it('qualifies with 20% of the paycheck (at most $300) and the balance bonus', () => {
    const result = underwrite(steady({}));
    expect(result).toMatchObject({ outcome: 'QUALIFIED', tier: 'ICwB', limitCents: 40_000, denialReasons: [] });
    expect(result.breakdown.lines).toEqual([
      {
        kind: 'BASE',
        label: 'Regular pay from Acme Corp, $2,000.00 every two weeks',
        detail: '20% of a typical paycheck is $400.00; the base is at most $300.',
        amount: 30_000,
      },
      {
        kind: 'BONUS',
        label: 'Average daily balance of $3,000.00',
        detail: 'An average of $2,500 or more over the last 90 days adds $100.',
        amount: 10_000,
      },
    ]);
    expect(result.breakdown.raises).toEqual([
      {
        label: 'Have your pay deposited into Fernleaf checking',
        detail: 'Once a paycheck reaches your Fernleaf checking account, your limit goes up by $100.00.',
        amount: 10_000,
      },
    ]);
    expect(result.findings).toEqual({
      historyDays: 120,
      income: {
        payer: 'Acme Corp',
        frequency: 'BIWEEKLY',
        typicalAmount: 200_000,
        paychecksSeen: 8,
        lastPaidOn: '2026-03-13',
        nextPayday: '2026-03-27',
      },
      averageDailyBalance: 300_000,
      overdraftsLast90Days: 0,
      currentBalance: 300_000,
      hasFernleafDirectDeposit: false,
    });
    expectContractShapes(result);
  });

  it('reaches the $500 maximum with Fernleaf direct deposit, and lists nothing more to gain', () => {
    const result = underwrite(steady({ hasFernleafDirectDeposit: true }));
    expect(result.limitCents).toBe(50_000);
    expect(kinds(result)).toEqual(['BASE 30000', 'BONUS 10000', 'BONUS 10000']);
    expect(result.breakdown.lines[2]?.label).toBe('Direct deposit to Fernleaf checking');
    // The largest base and both bonuses make exactly the maximum, so no CAP line is needed.
    expect(result.breakdown.raises).toEqual([]);
  });

  it('floors the limit to the $5 step with a line saying so, so the table adds up to the limit', () => {
    // 20% of $1,234.56 is $246.912: a $246.91 base, floored to $245.00, the $1.91 left out shown.
    const result = underwrite(steady({ payDates: datesEvery(7, 16, asOf), payCents: 123_456, openingCents: 50_000 }));
    expect(kinds(result)).toEqual(['BASE 24691', 'ROUNDING -191']);
    expect(result.breakdown.lines[0]?.detail).toBe('20% of a typical paycheck, at most $300.');
    expect(result.breakdown.lines[1]).toMatchObject({
      label: 'Rounded down to a multiple of $5',
      detail: 'Advances go in steps of $5, so $246.91 becomes $245.00.',
    });
    expect(result.limitCents).toBe(24_500);
  });

  it('holds the base at $300 from a $1,500 paycheck up', () => {
    expect(kinds(underwrite(steady({ payCents: 150_000, openingCents: 50_000 })))).toEqual(['BASE 30000']);
    // 20% of $1,499.95 is $299.99, floored to $295.00.
    expect(kinds(underwrite(steady({ payCents: 149_995, openingCents: 50_000 })))).toEqual([
      'BASE 29999',
      'ROUNDING -499',
    ]);
  });
});

describe('a breakdown stored before the rounding line', () => {
  // $300.00 + $100.00 + $54.67 = $454.67, a $450.00 limit: the table shows $4.67 taken off.
  const stored = {
    lines: [
      { kind: 'BASE' as const, label: 'Regular pay', detail: '', amount: 30_000 },
      { kind: 'BONUS' as const, label: 'Direct deposit', detail: '', amount: 10_000 },
      { kind: 'BONUS' as const, label: 'Balance', detail: '', amount: 5_467 },
    ],
    limit: 45_000,
    raises: [],
  };

  it('reads with the rounding line, adding up to the limit, and only once', () => {
    const read = breakdownAddingUp(stored, 'QUALIFIED');
    expect(read.lines.at(-1)).toMatchObject({ kind: 'ROUNDING', amount: -467 });
    expect(read.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(45_000);
    expect(breakdownAddingUp(read, 'QUALIFIED')).toEqual(read);
  });

  it('leaves a denial as it is: its $0 limit is not a rounding', () => {
    expect(breakdownAddingUp({ ...stored, limit: 0 }, 'DENIED')).toEqual({ ...stored, limit: 0 });
  });
});

describe('the balance bonus', () => {
  it.each([
    [99_999, []],
    [100_000, ['BONUS 5000']],
    [249_999, ['BONUS 5000']],
    [250_000, ['BONUS 10000']],
  ])('an average of %i cents gives %j', (openingCents, bonus) => {
    const result = underwrite(steady({ openingCents }));
    expect(result.findings.averageDailyBalance).toBe(openingCents);
    expect(kinds(result)).toEqual(['BASE 30000', ...bonus]);
  });

  it('offers the next bonus as a raise', () => {
    const below = underwrite(steady({ openingCents: 60_000 })).breakdown.raises;
    expect(below.map((raise) => [raise.label, raise.amount])).toEqual([
      ['Have your pay deposited into Fernleaf checking', 10_000],
      ['Keep an average daily balance of $1,000', 5_000],
    ]);
    expect(below[1]?.detail).toBe(
      'Your average over the last 90 days is $600.00; at $1,000 or more your limit goes up by $50.00.',
    );
    const between = underwrite(steady({ openingCents: 150_000 })).breakdown.raises;
    expect(between.map((raise) => [raise.label, raise.amount])).toContainEqual([
      'Keep an average daily balance of $2,500',
      5_000,
    ]);
  });
});

describe('history length', () => {
  const twoPaychecks = ['2026-03-06', '2026-02-20'].reverse();

  it('denies 27 days as too thin, in the member’s figures', () => {
    const result = underwrite(steady({ historyDays: 27, payDates: twoPaychecks }));
    expect(result).toMatchObject({ outcome: 'DENIED', tier: null, limitCents: 0 });
    expect(result.denialReasons).toEqual([
      {
        code: 'THIN_HISTORY',
        title: 'Your account has 27 days of history; we need at least 28.',
        remedy: 'Link the account your pay goes into, or try again once it has four weeks of history.',
      },
    ]);
    expect(result.breakdown.raises).toEqual([]);
    // The lines still show the figures found.
    expect(kinds(result)).toEqual(['BASE 30000', 'BONUS 10000']);
    expectContractShapes(result);
  });

  it('gives 28 days the trial tier', () => {
    const result = underwrite(steady({ historyDays: 28, payDates: twoPaychecks }));
    expect(result).toMatchObject({ outcome: 'TRIAL_QUALIFIED', tier: 'INSTACASH_TRIAL_TIER', limitCents: 5_000 });
    expect(result.findings.historyDays).toBe(28);
  });

  it('keeps 89 days on the trial tier and gives 90 the full limit', () => {
    const payDates = datesEvery(14, 6, asOf);
    const trial = underwrite(steady({ historyDays: 89, payDates }));
    expect(trial).toMatchObject({ outcome: 'TRIAL_QUALIFIED', limitCents: 5_000 });
    expect(trial.breakdown.lines.at(-1)).toEqual({
      kind: 'TRIAL_CAP',
      label: 'Starting limit of up to $50',
      detail:
        'Your account shows 89 days of history and 6 paychecks. Until it shows 90 days and 3 paychecks, a limit starts at up to $50.',
      amount: -35_000,
    });
    expect(trial.breakdown.raises.at(-1)).toEqual({
      label: 'Your limit is reviewed at 90 days of history and 3 paychecks',
      detail: "On today's figures it would then be $400.00.",
      amount: 35_000,
    });
    // Other raises count once the trial is over, and say so.
    expect(trial.breakdown.raises[0]?.detail).toMatch(/counts once your limit is reviewed/);
    expectContractShapes(trial);
    expect(underwrite(steady({ historyDays: 90, payDates }))).toMatchObject({
      outcome: 'QUALIFIED',
      limitCents: 40_000,
    });
  });

  it('keeps 2 paychecks on the trial tier and gives 3 the full limit', () => {
    expect(underwrite(steady({ payDates: datesEvery(14, 2, asOf) }))).toMatchObject({
      outcome: 'TRIAL_QUALIFIED',
      limitCents: 5_000,
    });
    expect(underwrite(steady({ payDates: datesEvery(14, 3, asOf) }))).toMatchObject({
      outcome: 'QUALIFIED',
      limitCents: 40_000,
    });
  });

  it('leaves a trial limit under $50 as it is, with a $0 trial line', () => {
    const result = underwrite(steady({ historyDays: 60, payDates: datesEvery(7, 8, asOf), payCents: 15_000 }));
    expect(result.outcome).toBe('TRIAL_QUALIFIED');
    expect(kinds(result)).toEqual(['BASE 3000', 'BONUS 10000', 'TRIAL_CAP -8000']);
    const small = underwrite(
      steady({ historyDays: 60, payDates: datesEvery(7, 8, asOf), payCents: 15_000, openingCents: 20_000 }),
    );
    expect(kinds(small)).toEqual(['BASE 3000', 'TRIAL_CAP 0']);
    expect(small.limitCents).toBe(3_000);
    expect(small.breakdown.raises.at(-1)).toMatchObject({
      amount: 0,
      detail: "On today's figures it would stay at $30.00.",
    });
  });
});

describe('pay', () => {
  it('denies a history without regular pay, with no limit reason on top', () => {
    const result = underwrite(steady({ payDates: [] }));
    expect(codes(result)).toEqual(['NO_RECURRING_INCOME']);
    expect(result.findings.income).toBeNull();
    expect(result.breakdown.lines[0]).toMatchObject({ kind: 'BASE', label: 'No regular pay found', amount: 0 });
    expect(result.breakdown.raises).toEqual([]);
    expectContractShapes(result);
  });

  it('denies pay that stopped more than 35 days ago', () => {
    const stillPaid = underwrite(steady({ payDates: datesEvery(14, 6, daysBefore(asOf, 35)) }));
    expect(stillPaid.outcome).toBe('QUALIFIED');
    const stopped = underwrite(steady({ payDates: datesEvery(14, 6, daysBefore(asOf, 36)) }));
    expect(stopped.denialReasons).toEqual([
      {
        code: 'INCOME_STOPPED',
        title:
          'Your last pay from Acme Corp arrived on February 5, 2026, 36 days ago; we need pay within the last 35 days.',
        remedy: 'Try again once your next paycheck arrives, or link the account your pay goes into now.',
      },
    ]);
    expect(stopped.findings.income).toMatchObject({ lastPaidOn: '2026-02-05', nextPayday: '2026-03-19' });
  });
});

describe('overdrafts', () => {
  it('takes $25 off for each of 5, and denies 6', () => {
    const five = underwrite(steady({ extra: nsfFees(5) }));
    expect(five.outcome).toBe('QUALIFIED');
    expect(five.findings.overdraftsLast90Days).toBe(5);
    expect(five.breakdown.lines.at(-1)).toEqual({
      kind: 'REDUCTION',
      label: '5 overdrafts in the last 90 days',
      detail: 'Each day your account was overdrawn in the last 90 days takes $25 off.',
      amount: -12_500,
    });
    expect(five.limitCents).toBe(27_500);
    expect(five.breakdown.raises).toContainEqual({
      label: 'Go 90 days without an overdraft',
      detail:
        'Your 5 overdrafts in the last 90 days take $125.00 off your limit; each stops counting 90 days after it happened.',
      amount: 12_500,
    });

    const six = underwrite(steady({ extra: nsfFees(6) }));
    expect(six.denialReasons).toEqual([
      {
        code: 'FREQUENT_OVERDRAFTS',
        title: 'Your account was overdrawn on 6 days in the last 90 days; we accept at most 5.',
        // The oldest, on February 3, leaves the 90 days on May 4.
        remedy:
          'Keep your balance above $0 and try again from May 4, 2026, when fewer than 6 of those days fall within the last 90.',
      },
    ]);
  });

  it('counts days the rebuilt balance ended below $0', () => {
    // $300 spent on a $100 balance, covered two days later.
    const result = underwrite(
      steady({
        openingCents: 10_000,
        extra: [purchase('2026-03-02', 30_000), { ...paycheck('2026-03-04', 20_000, 'Mom'), category: 'TRANSFER' }],
      }),
    );
    expect(result.findings.overdraftsLast90Days).toBe(2);
  });
});

describe('a limit under the $10 minimum', () => {
  it('is denied with the raises that would lift it', () => {
    // $20 of base from $100 a week, less one overdraft.
    const result = underwrite(
      steady({ payDates: datesEvery(7, 16, asOf), payCents: 10_000, openingCents: 50_000, extra: nsfFees(1) }),
    );
    expect(result.denialReasons).toEqual([
      {
        code: 'LIMIT_BELOW_MINIMUM',
        title: 'Your limit works out to $0.00; the smallest advance is $10.',
        remedy:
          'Have your pay deposited into your Fernleaf checking account: that adds $100. Each overdraft takes $25 off for 90 days; try again once fewer fall within them.',
      },
    ]);
    // Direct deposit: $20 + $100 - $25; the $1,000 average: $20 + $50 - $25; no overdraft: $20.
    expect(result.breakdown.raises.map((raise) => raise.amount)).toEqual([9_500, 4_500, 2_000]);
  });

  it('qualifies at exactly $10, and not at $9.80 (floored to $5)', () => {
    const at = (payCents: number) =>
      underwrite(steady({ payDates: datesEvery(7, 16, asOf), payCents, openingCents: 50_000, extra: nsfFees(1) }));
    expect(at(17_500)).toMatchObject({ outcome: 'QUALIFIED', limitCents: 1_000 });
    expect(at(17_400)).toMatchObject({ outcome: 'DENIED', limitCents: 0 });
    expect(codes(at(17_400))).toEqual(['LIMIT_BELOW_MINIMUM']);
  });
});

describe('several reasons', () => {
  it('lists every reason that applies, in order', () => {
    const result = underwrite(historyOf({ asOf, historyDays: 19, transactions: nsfFees(3) }));
    expect(codes(result)).toEqual(['THIN_HISTORY', 'NO_RECURRING_INCOME']);
    const dailyFees = Array.from({ length: 6 }, (_, index) => fee(daysBefore(asOf, index), 'OVERDRAFT FEE', 100));
    const thinAndOverdrawn = underwrite(
      steady({ historyDays: 27, payDates: datesEvery(7, 3, daysBefore(asOf, 2)), extra: dailyFees }),
    );
    expect(codes(thinAndOverdrawn)).toEqual(['THIN_HISTORY', 'FREQUENT_OVERDRAFTS']);
    const stoppedAndOverdrawn = underwrite(
      steady({ payDates: datesEvery(14, 4, daysBefore(asOf, 40)), extra: dailyFees }),
    );
    expect(codes(stoppedAndOverdrawn)).toEqual(['INCOME_STOPPED', 'FREQUENT_OVERDRAFTS']);
  });
});

describe('the developer test switch', () => {
  it('forces QUALIFIED without pay on a $100 test base, keeping the findings', () => {
    const real = underwrite(steady({ payDates: [] }));
    const forced = underwrite(steady({ payDates: [], forceOutcome: 'QUALIFIED' }));
    expect(forced).toMatchObject({ outcome: 'QUALIFIED', tier: 'ICwB', limitCents: 20_000, denialReasons: [] });
    expect(forced.breakdown.lines[0]).toEqual({
      kind: 'BASE',
      label: 'Test value: no regular pay found',
      detail: 'Set by the developer test switch. A real limit starts from 20% of regular pay.',
      amount: 10_000,
    });
    expect(forced.findings).toEqual(real.findings);
    expectContractShapes(forced);
  });

  it('forces TRIAL_QUALIFIED with the trial cap', () => {
    const forced = underwrite(steady({ forceOutcome: 'TRIAL_QUALIFIED' }));
    expect(forced).toMatchObject({ outcome: 'TRIAL_QUALIFIED', tier: 'INSTACASH_TRIAL_TIER', limitCents: 5_000 });
    expect(forced.breakdown.lines.at(-1)).toMatchObject({
      kind: 'TRIAL_CAP',
      detail: 'Set by the developer test switch: a trial limit is at most $50.',
    });
  });

  it('forces QUALIFIED past the trial tier', () => {
    const forced = underwrite(
      steady({ historyDays: 40, payDates: datesEvery(14, 2, asOf), forceOutcome: 'QUALIFIED' }),
    );
    expect(forced).toMatchObject({ outcome: 'QUALIFIED', limitCents: 40_000 });
    expect(forced.breakdown.lines.some((line) => line.kind === 'TRIAL_CAP')).toBe(false);
  });

  it('tops a forced offer up to the $10 minimum with a test value', () => {
    const forced = underwrite(
      steady({
        payDates: datesEvery(7, 16, asOf),
        payCents: 10_000,
        openingCents: 50_000,
        extra: nsfFees(1),
        forceOutcome: 'QUALIFIED',
      }),
    );
    expect(forced.limitCents).toBe(1_000);
    expect(forced.breakdown.lines.at(-1)).toMatchObject({ kind: 'BONUS', label: 'Test value', amount: 1_500 });
    expect(linesSum(forced)).toBe(1_000);
  });

  it('forces DENIED with a reason naming the switch, then the history’s own', () => {
    const forced = underwrite(steady({ forceOutcome: 'DENIED' }));
    expect(forced).toMatchObject({ outcome: 'DENIED', tier: null, limitCents: 0 });
    expect(forced.denialReasons).toEqual([
      {
        code: 'LIMIT_BELOW_MINIMUM',
        title: 'The developer test switch set this result to denied; your bank history did not.',
        remedy: 'Check eligibility again without the test switch to see what your bank history gives.',
      },
    ]);
    expect(forced.findings).toEqual(underwrite(steady({})).findings);
    const thin = underwrite(steady({ historyDays: 20, payDates: [], forceOutcome: 'DENIED' }));
    expect(codes(thin)).toEqual(['LIMIT_BELOW_MINIMUM', 'THIN_HISTORY', 'NO_RECURRING_INCOME']);
  });
});

describe('input', () => {
  it('leaves out transactions after asOf', () => {
    const base = steady({});
    const later = { ...base, transactions: [...base.transactions, paycheck('2026-03-20', 900_000, 'Lottery')] };
    expect(underwrite(later)).toEqual(underwrite(base));
  });

  it('refuses a malformed asOf and amounts beyond safe integers', () => {
    expect(() => underwrite({ ...steady({}), asOf: '2026-02-30' })).toThrow(RangeError);
    expect(() => underwrite({ ...steady({}), currentBalanceCents: 2n ** 60n })).toThrow(RangeError);
  });
});
