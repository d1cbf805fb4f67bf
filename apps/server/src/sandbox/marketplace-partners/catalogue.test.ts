import { usStateCodes } from '@fernleaf/contract/address';
import { employmentStatuses } from '@fernleaf/contract/income-profile';
import {
  cardPurposes,
  compensationBases,
  creditScoreBands,
  loanAmountLimits,
  type offerKinds,
} from '@fernleaf/contract/marketplace';
import { loanPurposes } from '@fernleaf/contract/marketplace-flows';
import { describe, expect, it } from 'vitest';
import { productsOfKind } from '../../modules/marketplace/partner-products.ts';
import { sandboxCatalogue } from './catalogue.ts';

const everyProduct = sandboxCatalogue.map((product) => [product.id, product] as const);

describe('the sandbox catalogue', () => {
  it('has the mix of partners the marketplace shows', () => {
    const count = (kind: (typeof offerKinds)[number]) => productsOfKind(sandboxCatalogue, kind).length;
    expect(count('personal-loan')).toBe(4);
    expect(count('credit-card')).toBeGreaterThanOrEqual(4);
    expect(count('debt-relief')).toBeGreaterThanOrEqual(2);
    expect(count('debt-relief')).toBeLessThanOrEqual(3);
    expect(count('credit-builder')).toBe(2);
    expect(count('earned-wage-access')).toBe(2);
    expect(count('savings')).toBe(3);
  });

  it('names each product by a stable, unique slug', () => {
    const ids = sandboxCatalogue.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(everyProduct)('%s has names, three highlights and compensation', (_id, product) => {
    expect(product.partnerName.trim()).not.toBe('');
    expect(product.productName).toContain(product.partnerName.split(' ')[0]);
    expect(product.highlights).toHaveLength(3);
    for (const highlight of product.highlights) expect(highlight.trim()).not.toBe('');
    expect(compensationBases).toContain(product.compensation.basis);
    expect(Number.isInteger(product.compensation.amountCents)).toBe(true);
    expect(product.compensation.amountCents).toBeGreaterThan(0);
    // Marketplace partners pay per approval or account; debt relief only once someone enrolls.
    expect(product.compensation.basis === 'PER_ENROLLMENT').toBe(product.kind === 'debt-relief');
  });

  it('never says "pre-approved" in any product text', () => {
    expect(JSON.stringify(sandboxCatalogue).toLowerCase()).not.toMatch(/pre-?approved/);
  });

  it.each(productsOfKind(sandboxCatalogue, 'personal-loan').map((product) => [product.id, product] as const))(
    'loan %s: rules and terms a lender could publish',
    (_id, { rules, terms }) => {
      expect(creditScoreBands).toContain(rules.minCreditScoreBand);
      expect(rules.minAnnualIncomeCents).toBeGreaterThan(0);
      for (const state of rules.excludedStates) expect(usStateCodes).toContain(state);
      for (const status of rules.refusedEmploymentStatuses) expect(employmentStatuses).toContain(status);
      expect(rules.refusedEmploymentStatuses).toContain('UNEMPLOYED');
      expect(rules.minAmountCents).toBeGreaterThanOrEqual(loanAmountLimits.minCents);
      expect(rules.maxAmountCents).toBeLessThanOrEqual(loanAmountLimits.maxCents);
      expect(rules.minAmountCents).toBeLessThan(rules.maxAmountCents);
      expect(rules.minAmountCents % 100).toBe(0);
      expect(rules.purposes.length).toBeGreaterThan(0);
      for (const purpose of rules.purposes) expect(loanPurposes).toContain(purpose);
      expect(terms.interestRateMinBps).toBeGreaterThan(0);
      expect(terms.interestRateMinBps).toBeLessThan(terms.interestRateMaxBps);
      // 36% is the ceiling consumer advocates and most state usury caps hold personal loans to.
      expect(terms.interestRateMaxBps).toBeLessThanOrEqual(3600);
      expect([24, 36, 48, 60]).toContain(terms.termMonths);
      expect(terms.originationFeeBps).toBeGreaterThanOrEqual(0);
      expect(terms.originationFeeBps).toBeLessThanOrEqual(1000);
      expect(terms.primaryBankDiscountBps).toBeLessThan(terms.interestRateMaxBps - terms.interestRateMinBps);
    },
  );

  it('has lenders for every score band and income, and one that does not lend in a few states', () => {
    const loans = productsOfKind(sandboxCatalogue, 'personal-loan');
    expect(loans.some((loan) => loan.rules.minCreditScoreBand === 'POOR')).toBe(true);
    expect(loans.some((loan) => loan.rules.excludedStates.length >= 3)).toBe(true);
    // A lender taking only debt-paying purposes makes the purpose rule matter.
    expect(loans.some((loan) => loan.rules.purposes.length < loanPurposes.length / 2)).toBe(true);
    // Some lender quotes $10,000, the products page's representative loan, within its range.
    expect(
      loans.every((loan) => loan.rules.minAmountCents <= 1_000_000 && loan.rules.maxAmountCents >= 1_000_000),
    ).toBe(true);
    expect(loans.some((loan) => loan.terms.primaryBankDiscountBps > 0)).toBe(true);
  });

  it.each(productsOfKind(sandboxCatalogue, 'credit-card').map((product) => [product.id, product] as const))(
    'card %s: rules and terms an issuer could publish',
    (_id, { rules, terms }) => {
      expect(creditScoreBands).toContain(rules.minCreditScoreBand);
      expect(rules.minAnnualIncomeCents).toBeGreaterThan(0);
      for (const state of rules.excludedStates) expect(usStateCodes).toContain(state);
      expect(rules.purposes.length).toBeGreaterThan(0);
      for (const purpose of rules.purposes) expect(cardPurposes).toContain(purpose);
      expect(new Set(rules.purposes).size).toBe(rules.purposes.length);
      expect(terms.purchaseAprMinBps).toBeGreaterThan(0);
      expect(terms.purchaseAprMinBps).toBeLessThanOrEqual(terms.purchaseAprMaxBps);
      expect(terms.purchaseAprMaxBps).toBeLessThanOrEqual(3600);
      expect(terms.introAprMonths).toBeGreaterThanOrEqual(0);
      expect(terms.introAprMonths).toBeLessThanOrEqual(24);
      expect(terms.annualFeeCents).toBeGreaterThanOrEqual(0);
      expect(terms.securityDepositCents).toBeGreaterThanOrEqual(0);
      expect(terms.rewards.trim()).not.toBe('');
    },
  );

  it.each(productsOfKind(sandboxCatalogue, 'credit-card').map((card) => [card.id, card] as const))(
    'card %s: says what its intro APR applies to exactly when it has one, as its highlights word it',
    (_id, { terms, highlights }) => {
      expect(terms.introAprAppliesTo === null).toBe(terms.introAprMonths === 0);
      const worded = highlights.join(' ');
      const onPurchases = /intro APR on purchases/i.test(worded);
      const onTransfers = /intro APR on (purchases and )?balance transfers/i.test(worded);
      const expected =
        onPurchases && onTransfers
          ? 'PURCHASES_AND_BALANCE_TRANSFERS'
          : onTransfers
            ? 'BALANCE_TRANSFERS'
            : onPurchases
              ? 'PURCHASES'
              : null;
      expect(terms.introAprAppliesTo).toBe(expected);
    },
  );

  it('gives the balance transfer card its intro APR on balance transfers, not on purchases', () => {
    const card = productsOfKind(sandboxCatalogue, 'credit-card').find(({ id }) => id === 'quillmoor-balance-transfer');
    expect(card?.terms).toMatchObject({ introAprMonths: 21, introAprAppliesTo: 'BALANCE_TRANSFERS' });
  });

  it('has a secured card to build credit, cash back, travel and a balance transfer card with an intro APR', () => {
    const cards = productsOfKind(sandboxCatalogue, 'credit-card');
    const mainlyFor = (purpose: (typeof cardPurposes)[number]) =>
      cards.filter((card) => card.rules.purposes[0] === purpose);
    const secured = mainlyFor('BUILD_CREDIT').filter((card) => card.terms.securityDepositCents > 0);
    expect(secured).not.toHaveLength(0);
    expect(secured.every((card) => card.rules.minCreditScoreBand === 'POOR')).toBe(true);
    expect(mainlyFor('CASH_BACK')).not.toHaveLength(0);
    expect(mainlyFor('TRAVEL_REWARDS')).not.toHaveLength(0);
    const transfer = mainlyFor('BALANCE_TRANSFER');
    expect(transfer.every((card) => card.terms.introAprMonths > 0)).toBe(true);
    expect(transfer).not.toHaveLength(0);
    // Every purpose a member may choose has at least one card made for it or suited to it.
    for (const purpose of cardPurposes) expect(cards.some((card) => card.rules.purposes.includes(purpose))).toBe(true);
    // Only secured cards take a deposit.
    for (const card of cards) {
      if (card.terms.securityDepositCents > 0) expect(card.rules.purposes[0]).toBe('BUILD_CREDIT');
    }
  });

  it.each(productsOfKind(sandboxCatalogue, 'debt-relief').map((product) => [product.id, product] as const))(
    'debt relief %s: a minimum debt of $7,500 to $10,000 and fees on settled debt',
    (_id, { rules, terms }) => {
      expect(rules.minDebtCents).toBeGreaterThanOrEqual(750_000);
      expect(rules.minDebtCents).toBeLessThanOrEqual(1_000_000);
      expect(rules.minAnnualIncomeCents).toBeGreaterThan(0);
      expect(rules.excludedStates.length).toBeGreaterThan(0);
      for (const state of rules.excludedStates) expect(usStateCodes).toContain(state);
      expect(terms.feeMinBps).toBeGreaterThan(0);
      expect(terms.feeMinBps).toBeLessThanOrEqual(terms.feeMaxBps);
      expect(terms.feeMaxBps).toBeLessThanOrEqual(2500);
      expect(terms.programMonthsMin).toBeLessThanOrEqual(terms.programMonthsMax);
      expect(terms.programMonthsMin).toBeGreaterThanOrEqual(12);
      expect(terms.programMonthsMax).toBeLessThanOrEqual(60);
    },
  );

  it('prices credit builders, earned-wage access and savings sanely', () => {
    for (const { terms } of productsOfKind(sandboxCatalogue, 'credit-builder')) {
      expect(terms.loanAmountCents).toBeGreaterThan(0);
      expect(terms.termMonths).toBeGreaterThan(0);
      expect(terms.monthlyFeeCents).toBeGreaterThanOrEqual(0);
      expect(terms.interestRateBps).toBeLessThanOrEqual(3600);
    }
    for (const { rules, terms } of productsOfKind(sandboxCatalogue, 'earned-wage-access')) {
      expect(rules.minAnnualIncomeCents).toBeGreaterThan(0);
      expect(rules.refusedEmploymentStatuses).toContain('UNEMPLOYED');
      expect(terms.maxAdvanceCents).toBeGreaterThan(0);
      expect(terms.instantFeeCents).toBeGreaterThan(0);
      expect(terms.instantFeeCents).toBeLessThan(terms.maxAdvanceCents / 10);
    }
    for (const { terms } of productsOfKind(sandboxCatalogue, 'savings')) {
      expect(terms.apyBps).toBeGreaterThan(0);
      expect(terms.apyBps).toBeLessThan(1000);
      expect(terms.minDepositCents).toBeGreaterThanOrEqual(0);
      expect(terms.monthlyFeeCents).toBeGreaterThanOrEqual(0);
    }
  });

  it('pays more for some products that cost members more, so a ranking that followed money would show', () => {
    const loans = productsOfKind(sandboxCatalogue, 'personal-loan');
    const cheapest = loans.reduce((best, loan) =>
      loan.terms.interestRateMinBps < best.terms.interestRateMinBps ? loan : best,
    );
    const bestPaid = loans.reduce((best, loan) =>
      loan.compensation.amountCents > best.compensation.amountCents ? loan : best,
    );
    expect(bestPaid.id).not.toBe(cheapest.id);
  });
});
