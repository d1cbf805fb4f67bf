import { describe, expect, it } from 'vitest';
import {
  creditScoreFactor,
  debtFactor,
  incomeFactor,
  type OddsFactor,
  oddsOf,
  type Points,
  paymentToIncomeCap,
  payScheduleFactor,
} from './approval-odds.ts';

describe('creditScoreFactor', () => {
  it.each([
    ['GOOD', 'GOOD', 0, 'your good credit score is the lowest band Test Lending accepts'],
    ['EXCELLENT', 'GOOD', 1, 'your excellent credit score is one band above the lowest Test Lending accepts'],
    ['GOOD', 'POOR', 2, 'your good credit score is 2 bands above the lowest Test Lending accepts'],
    ['EXCELLENT', 'POOR', 2, 'your excellent credit score is 3 bands above the lowest Test Lending accepts'],
    ['POOR', 'POOR', 0, 'your poor credit score is the lowest band Test Lending accepts'],
  ] as const)('%s against a %s minimum scores %d', (band, minBand, points, phrase) => {
    expect(creditScoreFactor(band, minBand, 'Test Lending')).toEqual({ points, phrase });
  });
});

describe('incomeFactor', () => {
  it.each([
    [3_000_000, 0, 'your $30,000 income just clears its $30,000 minimum'],
    [3_749_900, 0, 'your $37,499 income just clears its $30,000 minimum'],
    [3_750_000, 1, 'your $37,500 income is 1.2 times its $30,000 minimum'],
    [5_999_900, 1, 'your $59,999 income is 1.9 times its $30,000 minimum'],
    [6_000_000, 2, 'your $60,000 income is 2 times its $30,000 minimum'],
    [8_500_000, 2, 'your $85,000 income is 2.8 times its $30,000 minimum'],
  ])('an income of %d cents over a $30,000 minimum scores %d', (income, points, phrase) => {
    expect(incomeFactor(income, 3_000_000)).toEqual({ points, phrase });
  });
});

describe('debtFactor', () => {
  it.each([
    [750_000, 0, 'your $7,500 of debt just clears the $7,500 minimum Test Relief enrolls'],
    [1_125_000, 1, 'your $11,250 of debt is 1.5 times the $7,500 minimum Test Relief enrolls'],
    [2_249_900, 1, 'your $22,499 of debt is 2.9 times the $7,500 minimum Test Relief enrolls'],
    [2_250_000, 2, 'your $22,500 of debt is 3 times the $7,500 minimum Test Relief enrolls'],
  ])('a debt of %d cents over a $7,500 minimum scores %d', (debt, points, phrase) => {
    expect(debtFactor(debt, 750_000, 'Test Relief')).toEqual({ points, phrase });
  });
});

describe('payScheduleFactor', () => {
  it('scores a pay schedule on file 2 and none 0', () => {
    expect(payScheduleFactor(true, 'Test Pay')).toEqual({
      points: 2,
      phrase: 'your pay schedule is on file, so Test Pay can time advances to your paydays',
    });
    expect(payScheduleFactor(false, 'Test Pay').points).toBe(0);
  });
});

describe('paymentToIncomeCap', () => {
  it.each([
    [50_000, 6_000_000, 'HIGH', '10%'],
    [50_001, 6_000_000, 'MEDIUM', 'just over 10%'],
    [100_000, 6_000_000, 'MEDIUM', '20%'],
    [100_001, 6_000_000, 'LOW', 'just over 20%'],
    [4_000, 6_000_000, 'HIGH', '0.80%'],
    // $206.50 of a $5,000 month is 4.13%, not "5%" (the share was once rounded up to a whole percent).
    [20_650, 6_000_000, 'HIGH', '4.13%'],
    // $336.89 of a $4,166.67 month: 8.0853...% -> 8.09%.
    [33_689, 5_000_000, 'HIGH', '8.09%'],
  ] as const)('a %d-cent payment on a %d-cent income allows at most %s', (payment, income, atMost, percent) => {
    const cap = paymentToIncomeCap(payment, income);
    expect(cap.atMost).toBe(atMost);
    expect(cap.phrase.endsWith(`monthly payment would be ${percent} of your monthly income`)).toBe(true);
  });
});

describe('oddsOf', () => {
  const factor = (points: Points, phrase = `clause ${points}`): OddsFactor => ({ points, phrase });
  const level = (first: Points, second: Points) => oddsOf(factor(first), factor(second)).level;

  it('is HIGH when both clear their rule and together score 3 or 4', () => {
    expect(level(2, 2)).toBe('HIGH');
    expect(level(1, 2)).toBe('HIGH');
    expect(level(2, 1)).toBe('HIGH');
  });

  it('is MEDIUM when they score 2, or one clears well and the other only just', () => {
    expect(level(1, 1)).toBe('MEDIUM');
    expect(level(2, 0)).toBe('MEDIUM');
    expect(level(0, 2)).toBe('MEDIUM');
  });

  it('is LOW when they score 0 or 1 together', () => {
    expect(level(0, 0)).toBe('LOW');
    expect(level(1, 0)).toBe('LOW');
    expect(level(0, 1)).toBe('LOW');
  });

  it('lowers the level to the cap, never raises it', () => {
    const cap = (atMost: 'HIGH' | 'MEDIUM' | 'LOW') => ({ atMost, phrase: 'the cap' });
    expect(oddsOf(factor(2), factor(2), cap('MEDIUM')).level).toBe('MEDIUM');
    expect(oddsOf(factor(2), factor(2), cap('LOW')).level).toBe('LOW');
    expect(oddsOf(factor(0), factor(0), cap('HIGH')).level).toBe('LOW');
    expect(oddsOf(factor(1), factor(1), cap('HIGH')).level).toBe('MEDIUM');
  });

  it('explains in one sentence naming each answer weighed', () => {
    expect(oddsOf(factor(2, 'your good credit score is fine'), factor(2, 'your income is too')).explanation).toBe(
      'Your good credit score is fine, and your income is too.',
    );
    expect(oddsOf(factor(2, 'first'), factor(2, 'second'), { atMost: 'HIGH', phrase: 'third' }).explanation).toBe(
      'First, second, and third.',
    );
  });

  it('never calls anyone pre-approved', () => {
    for (const points of [0, 1, 2] as const) {
      const odds = oddsOf(
        creditScoreFactor('GOOD', 'FAIR', 'Test Lending'),
        incomeFactor(4_000_000 * (points + 1), 3_000_000),
        paymentToIncomeCap(30_000, 4_000_000),
      );
      expect(odds.explanation.toLowerCase()).not.toMatch(/pre-?approv|guarantee/);
    }
  });
});
