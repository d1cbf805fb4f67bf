import {
  getGeneralProductsOffers,
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
import type { AddressVerifier } from '../address/address-verifier.ts';
import { listApplications, readApplication, submitApplication } from './application-service.ts';
import { handOffApplicationOffer, handOffFilingPartner, handOffProduct } from './hand-off-service.ts';
import type { PartnerProduct } from './partner-products.ts';
import { readPrefill } from './prefill-service.ts';
import { readGeneralProductsOffers, readProductsOffers } from './products-offers-service.ts';

export interface MarketplaceCallOptions {
  /** Named in every compensation disclosure and ranking sentence. */
  brandName: string;
  /** Hand-off urls are absolute, as a partner's would be. */
  publicUrl: string;
  /** Encrypts the SSN of each application. */
  fieldKey: Buffer;
  now?: (() => Date) | undefined;
  /** The address verification service (app.ts hands in the sandbox's). */
  verifier: AddressVerifier;
  /** The partners' products (app.ts hands in the sandbox catalogue). */
  products: readonly PartnerProduct[];
  /** Where the partners' pages are (app.ts hands in the sandbox partner page's path). */
  partnerPagePath: string;
}

export function registerMarketplaceCalls(app: FastifyInstance, db: Db, options: MarketplaceCallOptions): void {
  const clock = options.now ?? (() => new Date());
  const { verifier } = options;
  const { products, partnerPagePath } = options;
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
    handOffApplicationOffer(context.db, context.memberId, params, { publicUrl, partnerPagePath, now: clock() }),
  );

  registerCall(app, db, getProductsOffers, async (_input, { memberId }) =>
    readProductsOffers(db, memberId, { brandName, products }),
  );

  registerCall(app, db, getGeneralProductsOffers, async ({ query }) =>
    readGeneralProductsOffers(db, query, { brandName, products }),
  );

  registerCall(app, db, handOffProductOffer, async ({ params }, context) =>
    handOffProduct(context.db, context.memberId, params.offerId, {
      publicUrl,
      partnerPagePath,
      now: clock(),
      products,
    }),
  );

  registerCall(app, db, handOffToFilingPartner, async (_input, context) =>
    handOffFilingPartner(context.db, context.memberId, { publicUrl, partnerPagePath, now: clock() }),
  );
}
