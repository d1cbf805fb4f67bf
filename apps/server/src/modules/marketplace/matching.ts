// Matches an application's answers to the partners' products and ranks the offers (pure). Only
// products whose every rule the answers meet are offered; each offer carries its cost from the
// answers, the approval odds, and the compensation with its disclosure. Ranking is by cost to the
// member (ranking.ts); the partners' compensation is never read for it.
import type {
  CreditCardAnswers,
  DebtReliefAnswers,
  Offer,
  OfferTerms,
  PersonalLoanAnswers,
  ResultKind,
  submitApplicationBodySchema,
} from '@fernleaf/contract/marketplace';
import type { z } from 'zod';
import {
  type ApprovalOdds,
  creditScoreFactor,
  debtFactor,
  incomeFactor,
  oddsOf,
  paymentToIncomeCap,
} from './approval-odds.ts';
import { cardRuleFailures, debtReliefRuleFailures, loanRuleFailures } from './eligibility.ts';
import { creditCardTerms, debtReliefTerms, estimatedRateBps, personalLoanTerms } from './offer-terms.ts';
import { type PartnerProduct, productsOfKind } from './partner-products.ts';
import { costStandsOut, fitThenCostStandsOut, type Ranked, rankByKeys, resultKindOf } from './ranking.ts';
import { compensationDisclosure, rankingMethod } from './wording.ts';

export type ParsedApplication = z.output<typeof submitApplicationBodySchema>;

/** An offer before the count of members who chose it, which only the database knows. */
export type MatchedOffer = Omit<Offer, 'chosenByCount'>;

export interface MatchResult {
  kind: ResultKind;
  rankingMethod: string;
  offers: MatchedOffer[];
}

export interface MatchOptions {
  brandName: string;
}

export function offerOf(
  product: PartnerProduct,
  terms: OfferTerms,
  approvalOdds: ApprovalOdds | null,
  brandName: string,
): MatchedOffer {
  return {
    id: product.id,
    kind: product.kind,
    partnerName: product.partnerName,
    productName: product.productName,
    highlights: [...product.highlights],
    terms,
    approvalOdds,
    compensation: {
      amountCents: product.compensation.amountCents,
      basis: product.compensation.basis,
      disclosure: compensationDisclosure(brandName, product.partnerName, product.compensation),
    },
  };
}

export function matchApplication(
  application: ParsedApplication,
  products: readonly PartnerProduct[],
  options: MatchOptions,
): MatchResult {
  switch (application.vertical) {
    case 'personal-loan':
      return matchPersonalLoan(application.answers, products, options);
    case 'credit-cards':
      return matchCreditCards(application.answers, products, options);
    case 'debt-relief':
      return matchDebtRelief(application.answers, products, options);
  }
}

function resultOf(
  ranked: Ranked<MatchedOffer>[],
  standsOut: Parameters<typeof resultKindOf>[1],
  method: string,
): MatchResult {
  const kind = resultKindOf(ranked, standsOut);
  // A standout is congratulated only when the member is likely to get it: high odds, not merely fair.
  const odds = ranked[0]?.item.approvalOdds;
  const congratulated = kind === 'STANDOUT' && odds && odds.level !== 'HIGH' ? 'MATCHES' : kind;
  return { kind: congratulated, rankingMethod: method, offers: ranked.map((entry) => entry.item) };
}

/** Loans by total cost (interest plus origination fee), then by monthly payment. */
export function matchPersonalLoan(
  answers: PersonalLoanAnswers,
  products: readonly PartnerProduct[],
  { brandName }: MatchOptions,
): MatchResult {
  const entries = productsOfKind(products, 'personal-loan')
    .filter((product) => loanRuleFailures(product, answers).length === 0)
    .map((product): Ranked<MatchedOffer> => {
      const terms = personalLoanTerms(product, {
        amountCents: answers.loanAmountCents,
        creditScoreBand: answers.creditScoreBand,
        sharesPrimaryBank: answers.primaryBank.include,
      });
      const odds = oddsOf(
        creditScoreFactor(answers.creditScoreBand, product.rules.minCreditScoreBand, product.partnerName),
        incomeFactor(answers.annualIncomeCents, product.rules.minAnnualIncomeCents),
        paymentToIncomeCap(terms.monthlyPaymentCents, answers.annualIncomeCents),
      );
      return {
        item: offerOf(product, terms, odds, brandName),
        productId: product.id,
        keys: [terms.totalCostCents, terms.monthlyPaymentCents],
      };
    });
  return resultOf(rankByKeys(entries), costStandsOut, rankingMethod('personal-loan', brandName));
}

/**
 * Cards by how they fit the purpose (0: made for it, 1: also suits it), then by the purchase APR
 * estimated for the score band, then by annual fee.
 */
export function matchCreditCards(
  answers: CreditCardAnswers,
  products: readonly PartnerProduct[],
  { brandName }: MatchOptions,
): MatchResult {
  const entries = productsOfKind(products, 'credit-card')
    .filter((product) => cardRuleFailures(product, answers).length === 0)
    .map((product): Ranked<MatchedOffer> => {
      const { rules, terms } = product;
      const fit = rules.purposes[0] === answers.cardPurpose ? 0 : 1;
      const apr = estimatedRateBps(
        { minBps: terms.purchaseAprMinBps, maxBps: terms.purchaseAprMaxBps },
        rules.minCreditScoreBand,
        answers.creditScoreBand,
      );
      const odds = oddsOf(
        creditScoreFactor(answers.creditScoreBand, rules.minCreditScoreBand, product.partnerName),
        incomeFactor(answers.annualIncomeCents, rules.minAnnualIncomeCents),
      );
      return {
        item: offerOf(product, creditCardTerms(product), odds, brandName),
        productId: product.id,
        keys: [fit, apr, terms.annualFeeCents],
      };
    });
  return resultOf(rankByKeys(entries), fitThenCostStandsOut, rankingMethod('credit-cards', brandName));
}

/** Programs by the most they can charge on the debt entered, then the lower fee floor, then the shorter program. */
export function matchDebtRelief(
  answers: DebtReliefAnswers,
  products: readonly PartnerProduct[],
  { brandName }: MatchOptions,
): MatchResult {
  const entries = productsOfKind(products, 'debt-relief')
    .filter((product) => debtReliefRuleFailures(product, answers).length === 0)
    .map((product): Ranked<MatchedOffer> => {
      const terms = debtReliefTerms(product, answers.debtAmountCents);
      const odds = oddsOf(
        debtFactor(answers.debtAmountCents, product.rules.minDebtCents, product.partnerName),
        incomeFactor(answers.annualIncomeCents, product.rules.minAnnualIncomeCents),
      );
      return {
        item: offerOf(product, terms, odds, brandName),
        productId: product.id,
        keys: [terms.maxFeeCents ?? 0, terms.feeMinBps, terms.programMonthsMax],
      };
    });
  return resultOf(rankByKeys(entries), costStandsOut, rankingMethod('debt-relief', brandName));
}
