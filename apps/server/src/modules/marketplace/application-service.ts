// Applications: submitting one (answers stored with the SSN encrypted, offers matched, ranked and
// audited as shown, the income answers kept in the member's income profile) and reading them back
// with the offers exactly as shown, their "chosen by" counts current.
import { randomUUID } from 'node:crypto';
import { type MarketplaceApplication, type Offer, resultKinds } from '@fernleaf/contract/marketplace';
import { formStepIdsOf, marketplaceOrigins } from '@fernleaf/contract/marketplace-flows';
import { type MarketplaceVertical, marketplaceVerticals } from '@fernleaf/contract/marketplace-verticals';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { encryptField } from '../../platform/field-encryption.ts';
import type { AddressVerifier } from '../address/address-verifier.ts';
import { saveAnnualIncome, saveEmployment } from '../income-profile/service.ts';
import { requireMember } from '../user/service.ts';
import {
  type ApplicationRow,
  findApplicationOf,
  findApplicationsOf,
  findOffersShown,
  insertApplication,
  insertOffersShown,
  type OfferShownRow,
} from './application-repo.ts';
import { countChosenBy, findHandOffsOfApplications, type HandOffRow } from './hand-off-repo.ts';
import { requireHomeAddress } from './home-address.ts';
import { matchApplication, type ParsedApplication } from './matching.ts';
import type { PartnerProduct } from './partner-products.ts';
import { storedOffer } from './stored-offer.ts';

export interface SubmitContext {
  brandName: string;
  fieldKey: Buffer;
  verifier: AddressVerifier;
  products: readonly PartnerProduct[];
  now: Date;
}

/** The answers kept in the clear: everything but the SSN, which is stored encrypted beside them. */
function splitSsn(application: ParsedApplication): { answers: Record<string, unknown>; ssn: string | null } {
  if (application.vertical === 'debt-relief') return { answers: application.answers, ssn: null };
  const { ssn, ...answers } = application.answers;
  return { answers, ssn };
}

export async function submitApplication(
  db: Db,
  memberId: string,
  application: ParsedApplication,
  context: SubmitContext,
): Promise<MarketplaceApplication> {
  const member = await requireMember(db, memberId);
  await requireHomeAddress(context.verifier, application.answers.address);

  const result = matchApplication(application, context.products, { brandName: context.brandName });
  const chosenBy = await countChosenBy(
    db,
    result.offers.map((offer) => offer.id),
  );
  const offers: Offer[] = result.offers.map((offer) => ({ ...offer, chosenByCount: chosenBy.get(offer.id) ?? 0 }));

  const { answers, ssn } = splitSsn(application);
  const stored = await insertApplication(db, {
    id: randomUUID(),
    memberId: member.id,
    vertical: application.vertical,
    origin: application.origin,
    answers,
    ssnEncrypted: ssn === null ? null : encryptField(context.fieldKey, ssn),
    resultKind: result.kind,
    rankingMethod: result.rankingMethod,
    createdAt: context.now,
  });
  await insertOffersShown(
    db,
    offers.map((offer, index) => ({
      applicationId: stored.id,
      productId: offer.id,
      rank: index + 1,
      offer,
      shownAt: context.now,
    })),
  );

  // The member answered these for this application; later flows start from them.
  if (application.vertical !== 'debt-relief') {
    await saveEmployment(db, member.id, application.answers.employment, context.now);
  }
  await saveAnnualIncome(db, member.id, { annualIncomeCents: application.answers.annualIncomeCents }, context.now);

  return toApplication(stored, offers, undefined);
}

const storedHeadSchema = z.object({
  vertical: z.enum(marketplaceVerticals),
  origin: z.enum(marketplaceOrigins),
  resultKind: z.enum(resultKinds),
});

function toApplication(row: ApplicationRow, offers: Offer[], handOff: HandOffRow | undefined): MarketplaceApplication {
  // Stored values were checked on the way in; parsing again types them and stops a corrupted row here.
  const head = storedHeadSchema.parse(row);
  return {
    id: row.id,
    vertical: head.vertical,
    origin: head.origin,
    formStepIds: [...formStepIdsOf(head.vertical)],
    createdAt: row.createdAt.toISOString(),
    result: { kind: head.resultKind, rankingMethod: row.rankingMethod, offers },
    selectedOfferId: handOff?.productId ?? null,
  };
}

/** Each application with its offers as shown; the "chosen by" counts are read now, as the page shows them. */
async function withOffers(db: Db, rows: ApplicationRow[]): Promise<MarketplaceApplication[]> {
  const ids = rows.map((row) => row.id);
  const [shown, handOffs] = await Promise.all([findOffersShown(db, ids), findHandOffsOfApplications(db, ids)]);
  const chosenBy = await countChosenBy(
    db,
    shown.map((row) => row.productId),
  );
  const offersOf = (applicationId: string) =>
    shown
      .filter((row) => row.applicationId === applicationId)
      .map((row: OfferShownRow) => ({
        ...storedOffer(row.offer),
        chosenByCount: chosenBy.get(row.productId) ?? 0,
      }));
  return rows.map((row) =>
    toApplication(
      row,
      offersOf(row.id),
      handOffs.find((handOff) => handOff.applicationId === row.id),
    ),
  );
}

export async function readApplication(
  db: Db,
  memberId: string,
  applicationId: string,
): Promise<MarketplaceApplication> {
  const member = await requireMember(db, memberId);
  const row = await findApplicationOf(db, member.id, applicationId);
  if (!row) throw notFound('That application');
  const [application] = await withOffers(db, [row]);
  if (!application) throw notFound('That application');
  return application;
}

export async function listApplications(
  db: Db,
  memberId: string,
  filter: { vertical?: MarketplaceVertical | undefined; limit: number },
): Promise<{ applications: MarketplaceApplication[] }> {
  const member = await requireMember(db, memberId);
  const rows = await findApplicationsOf(db, member.id, filter);
  return { applications: await withOffers(db, rows) };
}
