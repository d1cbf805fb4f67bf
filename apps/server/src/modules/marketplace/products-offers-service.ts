// The products-and-offers page: the member's income profile and pay schedule personalise the
// earned-wage tiles; every tile carries the count of members who chose it.
import type { ProductsOffers } from '@fernleaf/contract/marketplace';
import type { Db } from '../../db/client.ts';
import type { PartnerProduct } from '../../sandbox/marketplace-partners/partner-products.ts';
import { readIncomeProfile } from '../income-profile/service.ts';
import { requireMember } from '../user/service.ts';
import { countChosenBy } from './hand-off-repo.ts';
import { readPayFrequency } from './pay-frequency.ts';
import { productsOffersTiles } from './products-offers.ts';

export async function readProductsOffers(
  db: Db,
  memberId: string,
  context: { brandName: string; products: readonly PartnerProduct[] },
): Promise<ProductsOffers> {
  const member = await requireMember(db, memberId);
  const [income, payFrequency, chosenBy] = await Promise.all([
    readIncomeProfile(db, member.id),
    readPayFrequency(db, member.id),
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
    offers: withCounts(tiles.offers),
    earnedWageAccess: withCounts(tiles.earnedWageAccess),
    creditBuilder: withCounts(tiles.creditBuilder),
    creditCards: withCounts(tiles.creditCards),
    savings: withCounts(tiles.savings),
  };
}
