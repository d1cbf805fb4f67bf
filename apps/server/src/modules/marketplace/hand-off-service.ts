// Going on with an offer: the choice is recorded once (per application, or per member and product for
// the products page's tiles) and the member is sent to the partner's page. Only an offer the
// application was shown, or a product a partner publishes, can be chosen.
import type { OfferKind } from '@fernleaf/contract/marketplace';
import { type MarketplaceVertical, marketplaceVerticals } from '@fernleaf/contract/marketplace-verticals';
import { filingPartner } from '@fernleaf/contract/tax-filing';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { findUserById } from '../../identity/service.ts';
import { notFound } from '../../platform/errors.ts';
import { requireMember } from '../user/service.ts';
import { findApplicationById, findApplicationOf, findOfferShown } from './application-repo.ts';
import { findHandOffById, type HandOffRow, insertHandOffOnce } from './hand-off-repo.ts';
import type { PartnerProduct } from './partner-products.ts';
import { storedOffer } from './stored-offer.ts';

export interface HandOff {
  handOffId: string;
  partnerName: string;
  url: string;
}

/** Where hand-offs send the member: the partners' pages, at `partnerPagePath` (the sandbox's, handed in by app.ts). */
export interface HandOffPlace {
  publicUrl: string;
  partnerPagePath: string;
}

function handOffOf(row: HandOffRow, partnerName: string, place: HandOffPlace): HandOff {
  return { handOffId: row.id, partnerName, url: `${place.publicUrl}${place.partnerPagePath}/${row.id}` };
}

/** The offer as the application showed it, or undefined when it was not among them. */
async function shownOffer(db: Db, applicationId: string, productId: string) {
  const row = await findOfferShown(db, applicationId, productId);
  return row ? storedOffer(row.offer) : undefined;
}

/** A second choice for the same application answers the hand-off already made, whichever offer it names. */
export async function handOffApplicationOffer(
  db: Db,
  memberId: string,
  target: { applicationId: string; offerId: string },
  context: HandOffPlace & { now: Date },
): Promise<HandOff> {
  const member = await requireMember(db, memberId);
  const application = await findApplicationOf(db, member.id, target.applicationId);
  if (!application) throw notFound('That application');
  if (!(await shownOffer(db, application.id, target.offerId))) throw notFound('That offer');
  const row = await insertHandOffOnce(db, {
    memberId: member.id,
    applicationId: application.id,
    productId: target.offerId,
    createdAt: context.now,
  });
  const chosen = await shownOffer(db, application.id, row.productId);
  if (!chosen) throw new Error('a hand-off names an offer its application was not shown');
  return handOffOf(row, chosen.partnerName, context);
}

export async function handOffProduct(
  db: Db,
  memberId: string,
  productId: string,
  context: HandOffPlace & { now: Date; products: readonly PartnerProduct[] },
): Promise<HandOff> {
  const member = await requireMember(db, memberId);
  const product = context.products.find((candidate) => candidate.id === productId);
  if (!product) throw notFound('That offer');
  const row = await insertHandOffOnce(db, {
    memberId: member.id,
    applicationId: null,
    productId: product.id,
    createdAt: context.now,
  });
  return handOffOf(row, product.partnerName, context);
}

/**
 * Going on from the tax-filing page to the filing partner: recorded once per member, like a products
 * tile, and answered with the partner's page.
 */
export async function handOffFilingPartner(
  db: Db,
  memberId: string,
  context: HandOffPlace & { now: Date },
): Promise<HandOff> {
  const member = await requireMember(db, memberId);
  const row = await insertHandOffOnce(db, {
    memberId: member.id,
    applicationId: null,
    productId: filingPartner.id,
    createdAt: context.now,
  });
  return handOffOf(row, filingPartner.name, context);
}

/** What the partner's page may show: who the partner is, what it received, and the member's first name only. */
export interface PartnerReceipt {
  partnerName: string;
  productName: string;
  /** 'tax-filing' for the tax-filing page's hand-off, which is no marketplace offer. */
  kind: OfferKind | 'tax-filing';
  application: { id: string; vertical: MarketplaceVertical } | null;
  memberFirstName: string;
  receivedAt: Date;
}

export async function partnerReceipt(
  db: Db,
  handOffId: string,
  products: readonly PartnerProduct[],
): Promise<PartnerReceipt | undefined> {
  const handOff = await findHandOffById(db, handOffId);
  if (!handOff) return undefined;
  if (handOff.productId === filingPartner.id) {
    const member = await findUserById(db, handOff.memberId);
    if (!member) return undefined;
    return {
      partnerName: filingPartner.name,
      productName: filingPartner.productName,
      kind: 'tax-filing',
      application: null,
      memberFirstName: member.firstName,
      receivedAt: handOff.createdAt,
    };
  }
  const [member, application] = await Promise.all([
    findUserById(db, handOff.memberId),
    handOff.applicationId ? findApplicationById(db, handOff.applicationId) : undefined,
  ]);
  const offer = application
    ? await shownOffer(db, application.id, handOff.productId)
    : products.find((product) => product.id === handOff.productId);
  if (!member || !offer) return undefined;
  return {
    partnerName: offer.partnerName,
    productName: offer.productName,
    kind: offer.kind,
    application: application
      ? { id: application.id, vertical: z.enum(marketplaceVerticals).parse(application.vertical) }
      : null,
    memberFirstName: member.firstName,
    receivedAt: handOff.createdAt,
  };
}
