// The tiles of /products-offers (spec section 3's widgets), each widget in rank order (pure). No
// application stands behind this page, so loans, cards, credit builders and savings are general
// tiles without approval odds (no credit score is known here); earned-wage access is personalised
// from the member's income profile and pay schedule. Order never follows compensation.
import type { EmploymentStatus } from '@fernleaf/contract/income-profile';
import type { ProductsOffers } from '@fernleaf/contract/marketplace';
import type { PayFrequency } from '@fernleaf/contract/pay-schedule';
import { type ApprovalOdds, incomeFactor, oddsOf, payScheduleFactor } from './approval-odds.ts';
import { estimatedEarnedWageLimitCents } from './earned-wage-limit.ts';
import { earnedWageRuleFailures } from './eligibility.ts';
import type { MatchedOffer } from './matching.ts';
import { offerOf } from './matching.ts';
import {
  creditBuilderTerms,
  creditBuilderTotalCostCents,
  creditCardTerms,
  earnedWageAccessTerms,
  representativeLoanTerms,
  savingsTerms,
} from './offer-terms.ts';
import { type PartnerProduct, productsOfKind } from './partner-products.ts';
import { type Ranked, rankByKeys } from './ranking.ts';

/** What the member's records say, each null when not on file. */
export interface MemberFacts {
  annualIncomeCents: number | null;
  employmentStatus: EmploymentStatus | null;
  payFrequency: PayFrequency | null;
}

export type ProductsOffersTiles = { [Widget in Exclude<keyof ProductsOffers, 'offersBasis'>]: MatchedOffer[] };

const ranked = (entries: Ranked<MatchedOffer>[]) => rankByKeys(entries).map((entry) => entry.item);

/**
 * Earned-wage odds need both answers a provider weighs: with no income on file there are none. A
 * member whose records fail a provider's rule is not shown that provider.
 */
function earnedWageOdds(facts: MemberFacts, minIncomeCents: number, partnerName: string): ApprovalOdds | null {
  if (facts.annualIncomeCents === null || facts.employmentStatus === null) return null;
  return oddsOf(
    payScheduleFactor(facts.payFrequency !== null, partnerName),
    incomeFactor(facts.annualIncomeCents, minIncomeCents),
  );
}

/** A visitor's facts: nothing is known, so nothing is personalised and no odds are given. */
export const noMemberFacts: MemberFacts = { annualIncomeCents: null, employmentStatus: null, payFrequency: null };

export function productsOffersTiles(
  products: readonly PartnerProduct[],
  facts: MemberFacts,
  { brandName, loanAmountCents }: { brandName: string; loanAmountCents?: number | undefined },
): ProductsOffersTiles {
  const offers = ranked(
    productsOfKind(products, 'personal-loan').map((product) => {
      const terms = representativeLoanTerms(product, loanAmountCents);
      return {
        item: offerOf(product, terms, null, brandName),
        productId: product.id,
        keys: [terms.totalCostCents, terms.monthlyPaymentCents],
      };
    }),
  );

  const earnedWageAccess = ranked(
    productsOfKind(products, 'earned-wage-access')
      .filter((product) => earnedWageRuleFailures(product, facts).length === 0)
      .map((product) => {
        const limit = estimatedEarnedWageLimitCents(facts, product.terms.maxAdvanceCents);
        const odds = earnedWageOdds(facts, product.rules.minAnnualIncomeCents, product.partnerName);
        return {
          item: offerOf(product, earnedWageAccessTerms(product, limit), odds, brandName),
          productId: product.id,
          // Cheapest instant transfer first, then the larger advance.
          keys: [product.terms.instantFeeCents, -product.terms.maxAdvanceCents],
        };
      }),
  );

  const creditBuilder = ranked(
    productsOfKind(products, 'credit-builder').map((product) => ({
      item: offerOf(product, creditBuilderTerms(product), null, brandName),
      productId: product.id,
      keys: [creditBuilderTotalCostCents(product)],
    })),
  );

  const creditCards = ranked(
    productsOfKind(products, 'credit-card').map((product) => ({
      item: offerOf(product, creditCardTerms(product), null, brandName),
      productId: product.id,
      keys: [product.terms.purchaseAprMinBps, product.terms.annualFeeCents],
    })),
  );

  const savings = ranked(
    productsOfKind(products, 'savings').map((product) => ({
      item: offerOf(product, savingsTerms(product), null, brandName),
      productId: product.id,
      // Highest yield first, then the lower fee and the smaller opening deposit.
      keys: [-product.terms.apyBps, product.terms.monthlyFeeCents, product.terms.minDepositCents],
    })),
  );

  return { offers, earnedWageAccess, creditBuilder, creditCards, savings };
}
