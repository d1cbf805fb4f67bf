import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceStepCents,
  amountProblem,
  disbursementAmountChoices,
  disbursementFeeCents,
  disbursementMethods,
  maximumAdvanceLimitCents,
  minimumAdvanceCents,
  noRepricing,
  repricingExperiments,
  tipOptionsCents,
} from './cash-advance-pricing.ts';

const repricingOf = (name: string) => {
  const experiment = repricingExperiments.find((candidate) => candidate.experimentName === name);
  if (!experiment) throw new Error(`No experiment ${name}`);
  return experiment.payload;
};

/** Every amount a member may take: $10 to $500 in $5 steps. */
const advanceAmount = fc
  .integer({ min: minimumAdvanceCents / advanceStepCents, max: maximumAdvanceLimitCents / advanceStepCents })
  .map((steps) => steps * advanceStepCents);

describe('disbursementFeeCents', () => {
  it.each([
    [1_000, 99, 199],
    [2_500, 99, 199],
    [2_505, 199, 399],
    [5_000, 199, 399],
    [5_005, 299, 599],
    [10_000, 299, 599],
    [10_005, 399, 799],
    [20_000, 399, 799],
    [20_005, 499, 899],
    [50_000, 499, 899],
  ])('charges instant delivery of %i cents by its tier: %i to checking, %i to a card', (amount, checking, card) => {
    expect(disbursementFeeCents('INSTANT_CHECKING', amount)).toBe(checking);
    expect(disbursementFeeCents('INSTANT_CARD', amount)).toBe(card);
  });

  it('takes the tier by the exact cent at each boundary', () => {
    expect(disbursementFeeCents('INSTANT_CHECKING', 2_501)).toBe(199);
    expect(disbursementFeeCents('INSTANT_CARD', 20_001)).toBe(899);
  });

  it('keeps the top tier above the limit rather than charging nothing', () => {
    expect(disbursementFeeCents('INSTANT_CHECKING', 60_000)).toBe(499);
    expect(disbursementFeeCents('INSTANT_CARD', 60_000)).toBe(899);
  });

  it('never charges for standard delivery, whatever the amount or repricing', () => {
    fc.assert(
      fc.property(
        advanceAmount,
        fc.constantFrom(noRepricing, ...repricingExperiments.map((e) => e.payload)),
        (amount, r) => {
          expect(disbursementFeeCents('STANDARD_BANK', amount, r)).toBe(0);
        },
      ),
    );
  });

  it('costs less to checking than to a card', () => {
    fc.assert(
      fc.property(advanceAmount, (amount) => {
        expect(disbursementFeeCents('INSTANT_CHECKING', amount)).toBeLessThan(
          disbursementFeeCents('INSTANT_CARD', amount),
        );
      }),
    );
  });

  it('discounts by the experiment’s percent, rounding down to the cent', () => {
    // 99 x 90% = 89.1; 599 x 90% = 539.1
    expect(disbursementFeeCents('INSTANT_CHECKING', 2_000, repricingOf('IC_REPRICING_SEP2025_10PCT'))).toBe(89);
    expect(disbursementFeeCents('INSTANT_CARD', 10_000, repricingOf('IC_REPRICING_SEP2025_10PCT'))).toBe(539);
    // 199 x 91% = 181.09; 899 x 91% = 818.09
    expect(disbursementFeeCents('INSTANT_CHECKING', 5_000, repricingOf('IC_REPRICING_OCT2025_9PCT'))).toBe(181);
    expect(disbursementFeeCents('INSTANT_CARD', 50_000, repricingOf('IC_REPRICING_OCT2025_9PCT'))).toBe(818);
    // 499 x 92% = 459.08; 399 x 92% = 367.08
    expect(disbursementFeeCents('INSTANT_CHECKING', 50_000, repricingOf('IC_REPRICING_OCT2025_8PCT'))).toBe(459);
    expect(disbursementFeeCents('INSTANT_CARD', 5_000, repricingOf('IC_REPRICING_OCT2025_8PCT'))).toBe(367);
  });

  it('makes instant delivery free up to and including the free amount, and charges the full fee above it', () => {
    const july = repricingOf('IC_REPRICING_JUL2025');
    expect(disbursementFeeCents('INSTANT_CHECKING', 1_000, july)).toBe(0);
    expect(disbursementFeeCents('INSTANT_CARD', 2_500, july)).toBe(0);
    expect(disbursementFeeCents('INSTANT_CHECKING', 2_505, july)).toBe(199);
    expect(disbursementFeeCents('INSTANT_CARD', 2_505, july)).toBe(399);
  });

  it('only ever lowers the fee in an experiment', () => {
    fc.assert(
      fc.property(
        advanceAmount,
        fc.constantFrom(...disbursementMethods),
        fc.constantFrom(...repricingExperiments.map((e) => e.payload)),
        (amount, method, repricing) => {
          const fee = disbursementFeeCents(method, amount, repricing);
          expect(Number.isInteger(fee)).toBe(true);
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(fee).toBeLessThanOrEqual(disbursementFeeCents(method, amount));
        },
      ),
    );
  });
});

describe('tipOptionsCents', () => {
  it.each([
    [10_000, [0, 500, 1_000, 1_500]],
    [50_000, [0, 2_500, 5_000, 7_500]],
    // 5% of $30 is $1.50, rounded to $2; 15% is $4.50, rounded to $5.
    [3_000, [0, 200, 300, 500]],
    // 5% and 10% of $10 are 50 cents and $1: both become $1, offered once.
    [1_000, [0, 100, 200]],
    // 5% of $15 is 75 cents, 10% $1.50 and 15% $2.25: $1, $2, $2.
    [1_500, [0, 100, 200]],
  ])('offers %i cents these tips: %j', (amount, tips) => {
    expect(tipOptionsCents(amount)).toEqual(tips);
  });

  it('offers $0 first, then distinct whole dollars of at least $1, rising, for every amount', () => {
    for (let amount = minimumAdvanceCents; amount <= maximumAdvanceLimitCents; amount += advanceStepCents) {
      const [first, ...rest] = tipOptionsCents(amount);
      expect(first).toBe(0);
      expect(rest.length).toBeGreaterThanOrEqual(1);
      expect(rest.length).toBeLessThanOrEqual(3);
      for (const [index, tip] of rest.entries()) {
        expect(tip).toBeGreaterThanOrEqual(100);
        expect(tip % 100).toBe(0);
        if (index > 0) expect(tip).toBeGreaterThan(rest[index - 1] ?? Number.POSITIVE_INFINITY);
      }
      // The largest is 15% of the advance to the nearest dollar, half up, in whole-number arithmetic.
      expect(rest.at(-1)).toBe(Math.max(100, Math.floor((amount * 15 + 5_000) / 10_000) * 100));
    }
  });
});

describe('disbursementAmountChoices', () => {
  it('suggests the usual amounts below what is available, then all of it', () => {
    expect(disbursementAmountChoices(50_000)).toEqual({
      minimumCents: 1_000,
      maximumCents: 50_000,
      stepCents: 500,
      suggestedCents: [2_500, 5_000, 10_000, 20_000, 50_000],
    });
    expect(disbursementAmountChoices(5_000).suggestedCents).toEqual([2_500, 5_000]);
    expect(disbursementAmountChoices(1_000).suggestedCents).toEqual([1_000]);
  });

  it('rounds what is available down to a whole step', () => {
    const choices = disbursementAmountChoices(7_349);
    expect(choices.maximumCents).toBe(7_000);
    expect(choices.suggestedCents).toEqual([2_500, 5_000, 7_000]);
  });

  it('suggests nothing when less than the smallest advance is available', () => {
    expect(disbursementAmountChoices(999)).toMatchObject({ maximumCents: 500, suggestedCents: [] });
    expect(disbursementAmountChoices(-2_000)).toMatchObject({ maximumCents: 0, suggestedCents: [] });
  });

  it('suggests only amounts a member may take, once each', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maximumAdvanceLimitCents }), (available) => {
        const { suggestedCents } = disbursementAmountChoices(available);
        expect(new Set(suggestedCents).size).toBe(suggestedCents.length);
        for (const amount of suggestedCents) expect(amountProblem(amount, available)).toBeNull();
      }),
    );
  });
});

describe('amountProblem', () => {
  it.each([
    [1_000.5, 5_000, 'Enter the amount in whole cents'],
    [500, 5_000, 'The smallest advance is $10'],
    [995, 5_000, 'The smallest advance is $10'],
    [1_250, 5_000, 'Choose an amount in steps of $5'],
    [1_001, 5_000, 'Choose an amount in steps of $5'],
    [5_500, 5_000, 'That is more than you have available'],
  ])('refuses %i cents with %i available: %s', (amount, available, message) => {
    expect(amountProblem(amount, available)).toBe(message);
  });

  it('accepts the smallest advance and exactly what is available', () => {
    expect(amountProblem(1_000, 5_000)).toBeNull();
    expect(amountProblem(5_000, 5_000)).toBeNull();
    expect(amountProblem(1_500, 5_000)).toBeNull();
  });
});
