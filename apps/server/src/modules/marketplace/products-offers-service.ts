// The products-and-offers page: the member's income profile and pay schedule personalise the
// earned-wage tiles; the loan offers are those the member's newest loan application matched from its
// answers, or, with none, general tiles the page says are not priced for the member. Every tile
// carries the count of members who chose it. A visitor gets the same widgets on general terms: nothing
// is read about the caller, and no tile carries odds (decision 081).
import type { GeneralProductsOffers, ProductsOffers } from '@fernleaf/contract/marketplace';
import type { Db } from '../../db/client.ts';
import { readIncomeProfile } from '../income-profile/service.ts';
import { requireMember } from '../user/service.ts';
import { findApplicationsOf, findOffersShown } from './application-repo.ts';
import { countChosenBy } from './hand-off-repo.ts';
import type { PartnerProduct } from './partner-products.ts';
import { readPayFrequency } from './pay-frequency.ts';
import { noMemberFacts, productsOffersTiles } from './products-offers.ts';
import { storedOffer } from './stored-offer.ts';

/** The newest loan application's offers as shown, in rank order; null when the member has not applied. */
async function lastLoanOffers(db: Db, memberId: string) {
  const [latest] = await findApplicationsOf(db, memberId, { vertical: 'personal-loan', limit: 1 });
  if (!latest) return null;
  const shown = await findOffersShown(db, [latest.id]);
  return {
    basis: { kind: 'LAST_APPLICATION' as const, applicationId: latest.id, appliedAt: latest.createdAt.toISOString() },
    offers: shown.map((row) => storedOffer(row.offer)),
  };
}

export async function readProductsOffers(
  db: Db,
  memberId: string,
  context: { brandName: string; products: readonly PartnerProduct[] },
): Promise<ProductsOffers> {
  const member = await requireMember(db, memberId);
  const [income, payFrequency, lastApplied, chosenBy] = await Promise.all([
    readIncomeProfile(db, member.id),
    readPayFrequency(db, member.id),
    lastLoanOffers(db, member.id),
    countChosenBy(
      db,
      context.products.map((product) => product.id),
    ),
  ]);
  const tiles = productsOffersTiles(
    context.products,
    {
      annualIncomeCents: income.annualIncomeCents,
      employmentStatus: income.employmentStatus,
      payFrequency,
    },
    { brandName: context.brandName },
  );
  const withCounts = (offers: (typeof tiles)[keyof typeof tiles]) =>
    offers.map((offer) => ({ ...offer, chosenByCount: chosenBy.get(offer.id) ?? 0 }));
  return {
    offersBasis: lastApplied?.basis ?? { kind: 'GENERAL' },
    offers: withCounts(lastApplied?.offers ?? tiles.offers),
    earnedWageAccess: withCounts(tiles.earnedWageAccess),
    creditBuilder: withCounts(tiles.creditBuilder),
    creditCards: withCounts(tiles.creditCards),
    savings: withCounts(tiles.savings),
  };
}

/**
 * The page for a visitor: every product on general terms, loans at the amount asked. Only the
 * members-who-chose counts are read, a total over all members that names none.
 */
export async function readGeneralProductsOffers(
  db: Db,
  query: { loanAmountCents?: number | undefined },
  context: { brandName: string; products: readonly PartnerProduct[] },
): Promise<GeneralProductsOffers> {
  const tiles = productsOffersTiles(context.products, noMemberFacts, {
    brandName: context.brandName,
    loanAmountCents: query.loanAmountCents,
  });
  const chosenBy = await countChosenBy(
    db,
    context.products.map((product) => product.id),
  );
  // Nothing was checked against a visitor: no tile claims odds, whatever the tiles would give.
  const general = (offers: (typeof tiles)[keyof typeof tiles]) =>
    offers.map((offer) => ({ ...offer, approvalOdds: null, chosenByCount: chosenBy.get(offer.id) ?? 0 }));
  return {
    offersBasis: { kind: 'GENERAL' },
    offers: general(tiles.offers),
    earnedWageAccess: general(tiles.earnedWageAccess),
    creditBuilder: general(tiles.creditBuilder),
    creditCards: general(tiles.creditCards),
    savings: general(tiles.savings),
  };
}
