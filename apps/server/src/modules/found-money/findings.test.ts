import { describe, expect, it } from 'vitest';
import {
  computeFindings,
  divideRoundingHalfUp,
  type FindingsTransaction,
  findFees,
  findingsPeriod,
  findSubscriptions,
  isRecurring,
  medianCents,
  scaleToYear,
} from './findings.ts';

const brandName = 'Fernleaf';

function charge(postedOn: string, cents: number, overrides: Partial<FindingsTransaction> = {}): FindingsTransaction {
  return {
    postedOn,
    amountCents: -cents,
    description: 'PURCHASE',
    merchantName: null,
    category: 'SHOPPING',
    ...overrides,
  };
}

const fee = (postedOn: string, cents: number, description: string) =>
  charge(postedOn, cents, { category: 'FEES', description });

const subscription = (postedOn: string, cents: number, merchantName: string | null, description = 'SUBSCRIPTION') =>
  charge(postedOn, cents, { category: 'SUBSCRIPTIONS', merchantName, description });

describe('findingsPeriod', () => {
  it('is the 90 UTC days ending today, both ends included', () => {
    expect(findingsPeriod(new Date('2025-06-10T16:00:00Z'))).toEqual({ from: '2025-03-13', to: '2025-06-10' });
  });

  it('reads today on the UTC calendar, whatever the hour', () => {
    expect(findingsPeriod(new Date('2025-06-10T23:59:59Z')).to).toBe('2025-06-10');
    expect(findingsPeriod(new Date('2025-06-11T00:00:00Z')).to).toBe('2025-06-11');
  });

  it('crosses a leap day and a year end', () => {
    expect(findingsPeriod(new Date('2024-03-01T12:00:00Z'), 2)).toEqual({ from: '2024-02-29', to: '2024-03-01' });
    expect(findingsPeriod(new Date('2025-01-15T12:00:00Z'))).toEqual({ from: '2024-10-18', to: '2025-01-15' });
  });
});

describe('whole-cent arithmetic', () => {
  it('divides rounding half up', () => {
    expect(divideRoundingHalfUp(7, 2)).toBe(4);
    expect(divideRoundingHalfUp(5, 2)).toBe(3);
    expect(divideRoundingHalfUp(4, 3)).toBe(1);
    expect(divideRoundingHalfUp(5, 3)).toBe(2);
    expect(divideRoundingHalfUp(0, 90)).toBe(0);
  });

  it('refuses what is not a non-negative safe integer', () => {
    expect(() => divideRoundingHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideRoundingHalfUp(-1, 2)).toThrow(RangeError);
    expect(() => divideRoundingHalfUp(1, 0)).toThrow(RangeError);
  });

  it('scales 90 days to 365, rounding to whole cents', () => {
    // 900 x 365 / 90 = 3,650 exactly.
    expect(scaleToYear(900)).toBe(3_650);
    // 300 x 365 / 90 = 1,216.67.
    expect(scaleToYear(300)).toBe(1_217);
    // 18 x 365 / 90 = 73.0; 9 x 365 / 90 = 36.5, the half rounds up.
    expect(scaleToYear(18)).toBe(73);
    expect(scaleToYear(9)).toBe(37);
    // 1 x 365 / 90 = 4.06.
    expect(scaleToYear(1)).toBe(4);
    expect(scaleToYear(0)).toBe(0);
  });

  it('takes the middle charge, or the mean of the two middle ones rounded half up', () => {
    expect(medianCents([1549])).toBe(1549);
    expect(medianCents([300, 100, 200])).toBe(200);
    expect(medianCents([100, 201])).toBe(151);
    expect(medianCents([100, 200, 1000, 300])).toBe(250);
    expect(() => medianCents([])).toThrow(RangeError);
  });
});

describe('findFees', () => {
  it('groups by statement line, totals each and the period, largest total first, and scales to a year', () => {
    const fees = findFees(
      [
        fee('2025-04-02', 300, 'NON-NETWORK ATM FEE'),
        fee('2025-05-09', 300, 'NON-NETWORK ATM FEE'),
        fee('2025-05-20', 3400, 'OVERDRAFT FEE'),
        fee('2025-06-01', 1200, 'MONTHLY SERVICE FEE'),
        fee('2025-06-03', 300, 'non-network  atm fee '),
        charge('2025-06-04', 5000, { category: 'SHOPPING', description: 'NON-NETWORK ATM FEE' }),
      ],
      { brandName },
    );
    expect(fees.groups).toEqual([
      { description: 'OVERDRAFT FEE', count: 1, totalCents: 3400, tip: 'Fernleaf checking charges no overdraft fee.' },
      {
        description: 'MONTHLY SERVICE FEE',
        count: 1,
        totalCents: 1200,
        tip: 'Fernleaf checking has no monthly fee and no minimum balance.',
      },
      {
        description: 'NON-NETWORK ATM FEE',
        count: 3,
        totalCents: 900,
        tip: "Use your own bank's ATMs, or get cash back when you pay at a store checkout.",
      },
    ]);
    expect(fees.totalCents).toBe(5500);
    // 5,500 x 365 / 90 = 22,305.56.
    expect(fees.yearlyCents).toBe(22_306);
  });

  it('counts only fees charged, not a fee refunded', () => {
    const fees = findFees(
      [fee('2025-05-01', 3400, 'OVERDRAFT FEE'), fee('2025-05-02', -3400, 'OVERDRAFT FEE REFUND')],
      { brandName },
    );
    expect(fees.groups.map((group) => group.description)).toEqual(['OVERDRAFT FEE']);
    expect(fees.totalCents).toBe(3400);
  });

  it('orders groups of equal totals by name and answers nothing when there is no fee', () => {
    const fees = findFees([fee('2025-05-01', 500, 'WIRE FEE'), fee('2025-05-01', 500, 'PAPER STATEMENT FEE')], {
      brandName,
    });
    expect(fees.groups.map((group) => group.description)).toEqual(['PAPER STATEMENT FEE', 'WIRE FEE']);
    expect(findFees([charge('2025-05-01', 500)], { brandName })).toEqual({ totalCents: 0, yearlyCents: 0, groups: [] });
  });
});

describe('isRecurring', () => {
  it('needs two calendar months', () => {
    expect(isRecurring([{ postedOn: '2025-05-01', cents: 999 }])).toBe(false);
    expect(
      isRecurring([
        { postedOn: '2025-05-01', cents: 999 },
        { postedOn: '2025-05-31', cents: 999 },
      ]),
    ).toBe(false);
    expect(
      isRecurring([
        { postedOn: '2025-05-31', cents: 999 },
        { postedOn: '2025-06-30', cents: 999 },
      ]),
    ).toBe(true);
  });

  it('takes amounts up to 10% above the smallest as one price', () => {
    const at = (cents: number[]) =>
      isRecurring(cents.map((amount, index) => ({ postedOn: `2025-0${index + 3}-15`, cents: amount })));
    expect(at([1000, 1100])).toBe(true);
    expect(at([1100, 1000, 1050])).toBe(true);
    expect(at([1000, 1101])).toBe(false);
    expect(at([1000, 1000, 1200])).toBe(false);
  });

  it('does not take a charge every few days at one price for a monthly bill', () => {
    const weekly = ['2025-04-22', '2025-04-29', '2025-05-06', '2025-05-13'].map((postedOn) => ({
      postedOn,
      cents: 525,
    }));
    expect(isRecurring(weekly)).toBe(false);
    expect(
      isRecurring([
        { postedOn: '2025-05-01', cents: 525 },
        { postedOn: '2025-05-21', cents: 525 },
        { postedOn: '2025-06-10', cents: 525 },
      ]),
    ).toBe(true);
  });
});

describe('findSubscriptions', () => {
  it('lists every SUBSCRIPTIONS merchant with its median, yearly cost, count and last charge, largest first', () => {
    const found = findSubscriptions([
      subscription('2025-04-05', 1549, 'Netflix'),
      subscription('2025-05-05', 1549, 'Netflix'),
      subscription('2025-06-05', 1799, 'Netflix'),
      subscription('2025-06-02', 299, 'Apple'),
      subscription('2025-05-20', 1500, null, 'PLANET FITNESS CLUB FEES'),
    ]);
    expect(found).toEqual([
      { merchantName: 'Netflix', monthlyCents: 1549, yearlyCents: 18_588, chargeCount: 3, lastChargedOn: '2025-06-05' },
      {
        merchantName: 'PLANET FITNESS CLUB FEES',
        monthlyCents: 1500,
        yearlyCents: 18_000,
        chargeCount: 1,
        lastChargedOn: '2025-05-20',
      },
      { merchantName: 'Apple', monthlyCents: 299, yearlyCents: 3588, chargeCount: 1, lastChargedOn: '2025-06-02' },
    ]);
  });

  it('finds a merchant of another category that charges one price monthly, and leaves the others', () => {
    const found = findSubscriptions([
      charge('2025-04-12', 8000, { category: 'UTILITIES', merchantName: 'Xfinity' }),
      charge('2025-05-12', 8000, { category: 'UTILITIES', merchantName: 'Xfinity' }),
      charge('2025-06-12', 8400, { category: 'UTILITIES', merchantName: 'Xfinity' }),
      // One month only.
      charge('2025-05-03', 4500, { category: 'RESTAURANTS', merchantName: 'Olive Garden' }),
      charge('2025-05-24', 4500, { category: 'RESTAURANTS', merchantName: 'Olive Garden' }),
      // Prices far apart.
      charge('2025-04-10', 3500, { category: 'GROCERIES', merchantName: 'Kroger' }),
      charge('2025-05-10', 12000, { category: 'GROCERIES', merchantName: 'Kroger' }),
    ]);
    expect(found).toEqual([
      { merchantName: 'Xfinity', monthlyCents: 8000, yearlyCents: 96_000, chargeCount: 3, lastChargedOn: '2025-06-12' },
    ]);
  });

  it('never takes housing, transfers, cash, pay or fees for a subscription, nor a charge without a merchant', () => {
    const monthly = (category: string, merchantName: string | null) =>
      ['2025-04-01', '2025-05-01', '2025-06-01'].map((postedOn) =>
        charge(postedOn, 150_000, { category, merchantName }),
      );
    expect(
      findSubscriptions([
        ...monthly('RENT', 'Maple Court Apartments'),
        ...monthly('TRANSFER', 'Savings'),
        ...monthly('ATM', 'Corner ATM'),
        ...monthly('FEES', 'Bank'),
        ...monthly('SHOPPING', null),
        ...['2025-04-01', '2025-05-01'].map((postedOn) =>
          charge(postedOn, -250_000, { category: 'INCOME', merchantName: 'Harborview Logistics' }),
        ),
      ]),
    ).toEqual([]);
  });

  it('reads a merchant with SUBSCRIPTIONS charges from those alone, and skips refunds', () => {
    const found = findSubscriptions([
      subscription('2025-05-02', 299, 'Apple'),
      subscription('2025-06-02', 299, 'Apple'),
      subscription('2025-06-03', -299, 'Apple'),
      charge('2025-05-15', 99_900, { category: 'SHOPPING', merchantName: 'Apple' }),
      charge('2025-06-15', 99_900, { category: 'SHOPPING', merchantName: 'Apple' }),
    ]);
    expect(found).toEqual([
      { merchantName: 'Apple', monthlyCents: 299, yearlyCents: 3588, chargeCount: 2, lastChargedOn: '2025-06-02' },
    ]);
  });
});

describe('computeFindings', () => {
  const period = { from: '2025-03-13', to: '2025-06-10' };

  it('reads only the period and totals the subscriptions per month', () => {
    const findings = computeFindings({
      period,
      linkedBankCount: 2,
      brandName,
      transactions: [
        fee('2025-03-12', 300, 'NON-NETWORK ATM FEE'),
        fee('2025-03-13', 300, 'NON-NETWORK ATM FEE'),
        fee('2025-06-10', 3400, 'OVERDRAFT FEE'),
        fee('2025-06-11', 3400, 'OVERDRAFT FEE'),
        subscription('2025-05-05', 1549, 'Netflix'),
        subscription('2025-06-02', 1199, 'Spotify'),
      ],
    });
    expect(findings.period).toEqual(period);
    expect(findings.linkedBankCount).toBe(2);
    expect(findings.fees.totalCents).toBe(3700);
    expect(findings.fees.groups.map((group) => [group.description, group.count])).toEqual([
      ['OVERDRAFT FEE', 1],
      ['NON-NETWORK ATM FEE', 1],
    ]);
    expect(findings.fees.yearlyCents).toBe(scaleToYear(3700));
    expect(findings.subscriptions.map((found) => found.merchantName)).toEqual(['Netflix', 'Spotify']);
    expect(findings.subscriptionsMonthlyCents).toBe(1549 + 1199);
  });

  it('answers empty findings for a quiet history', () => {
    expect(computeFindings({ period, linkedBankCount: 1, brandName, transactions: [] })).toEqual({
      period,
      linkedBankCount: 1,
      fees: { totalCents: 0, yearlyCents: 0, groups: [] },
      subscriptions: [],
      subscriptionsMonthlyCents: 0,
    });
  });
});
