import {
  getMarketplaceApplication,
  getMarketplacePrefill,
  getProductsOffers,
  handOffMarketplaceOffer,
  handOffProductOffer,
  listMarketplaceApplications,
  submitMarketplaceApplication,
} from '@fernleaf/contract/marketplace';
import { handOffToFilingPartner } from '@fernleaf/contract/tax-filing';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import type { AddressVerifier } from '../../sandbox/address-verifier/address-verifier.ts';
import { createSandboxAddressVerifier } from '../../sandbox/address-verifier/sandbox-address-verifier.ts';
import { sandboxCatalogue } from '../../sandbox/marketplace-partners/catalogue.ts';
import { registerPartnerPage } from '../../sandbox/marketplace-partners/partner-page-routes.ts';
import type { PartnerProduct } from '../../sandbox/marketplace-partners/partner-products.ts';
import { listApplications, readApplication, submitApplication } from './application-service.ts';
import { handOffApplicationOffer, handOffFilingPartner, handOffProduct, partnerReceipt } from './hand-off-service.ts';
import { readPrefill } from './prefill-service.ts';
import { readProductsOffers } from './products-offers-service.ts';

export interface MarketplaceCallOptions {
  /** Named in every compensation disclosure and ranking sentence. */
  brandName: string;
  /** Hand-off urls are absolute, as a partner's would be. */
  publicUrl: string;
  /** Encrypts the SSN of each application. */
  fieldKey: Buffer;
  now?: (() => Date) | undefined;
  verifier?: AddressVerifier;
  /** The partners' products; the sandbox catalogue unless a test gives its own. */
  products?: readonly PartnerProduct[];
}

export function registerMarketplaceCalls(app: FastifyInstance, db: Db, options: MarketplaceCallOptions): void {
  const clock = options.now ?? (() => new Date());
  const verifier = options.verifier ?? createSandboxAddressVerifier();
  const products = options.products ?? sandboxCatalogue;
  const { brandName, publicUrl } = options;

  registerCall(app, db, getMarketplacePrefill, async (_input, { memberId }) => readPrefill(db, memberId));

  registerCall(app, db, submitMarketplaceApplication, async ({ body }, context) =>
    submitApplication(context.db, context.memberId, body, {
      brandName,
      fieldKey: options.fieldKey,
      verifier,
      products,
      now: clock(),
    }),
  );

  registerCall(app, db, getMarketplaceApplication, async ({ params }, { memberId }) =>
    readApplication(db, memberId, params.applicationId),
  );

  registerCall(app, db, listMarketplaceApplications, async ({ query }, { memberId }) =>
    listApplications(db, memberId, query),
  );

  registerCall(app, db, handOffMarketplaceOffer, async ({ params }, context) =>
    handOffApplicationOffer(context.db, context.memberId, params, { publicUrl, now: clock() }),
  );

  registerCall(app, db, getProductsOffers, async (_input, { memberId }) =>
    readProductsOffers(db, memberId, { brandName, products }),
  );

  registerCall(app, db, handOffProductOffer, async ({ params }, context) =>
    handOffProduct(context.db, context.memberId, params.offerId, { publicUrl, now: clock(), products }),
  );

  registerCall(app, db, handOffToFilingPartner, async (_input, context) =>
    handOffFilingPartner(context.db, context.memberId, { publicUrl, now: clock() }),
  );

  registerPartnerPage(app, { brandName, receiptOf: (handOffId) => partnerReceipt(db, handOffId, products) });
}
