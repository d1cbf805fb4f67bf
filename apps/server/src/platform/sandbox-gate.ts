// Keeps the sandboxes of third parties from running where they must not. Their credentials are
// published (README) and no real money moves through them, so in production they answer only when
// SANDBOX_PROVIDERS=enabled says so (a public demo, with a banner on every page); otherwise every
// call and page that reaches one answers 503 with a message saying why
// (docs/decisions/025-money-product-prerequisites.md).
import { updateAddress, validateAddress } from '@fernleaf/contract/address';
import {
  akoyaLinkEvent,
  akoyaLoginSuccess,
  bankLinkStatus,
  finicityConnectEvent,
  finicityLoginSuccess,
  initiateBankLink,
  plaidLinkEvent,
  plaidLoginSuccess,
  searchInstitutions,
  topInstitutions,
} from '@fernleaf/contract/bank';
import { addPaymentCard } from '@fernleaf/contract/cash-advance-repayment';
import type { CallDefinition } from '@fernleaf/contract/define-call';
import { errorCodes } from '@fernleaf/contract/errors';
import { requestIdentityTrustUrl } from '@fernleaf/contract/identity-trust';
import { answerKba, verifyIdentity } from '@fernleaf/contract/identity-verification';
import { getLeadInfo } from '@fernleaf/contract/lead';
import {
  getAssetNews,
  getAssetPriceHistory,
  getAssetQuote,
  getLatestNews,
  getMarketExplore,
  getSectorNews,
  searchWatchlistAssets,
} from '@fernleaf/contract/market';
import {
  getGeneralProductsOffers,
  getProductsOffers,
  handOffMarketplaceOffer,
  handOffProductOffer,
  submitMarketplaceApplication,
} from '@fernleaf/contract/marketplace';
import { addToWatchlist, getTrendingNews, getWatchlist, recordNewsRead } from '@fernleaf/contract/watchlist';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, sendError } from './errors.ts';

/** Each sandbox, by the name a person reads, with the calls that reach it. */
const sandboxCalls: Record<string, readonly CallDefinition[]> = {
  'bank connection service': [
    topInstitutions,
    searchInstitutions,
    initiateBankLink,
    plaidLoginSuccess,
    plaidLinkEvent,
    finicityLoginSuccess,
    finicityConnectEvent,
    akoyaLoginSuccess,
    akoyaLinkEvent,
    bankLinkStatus,
  ],
  'identity verification service': [verifyIdentity, answerKba, requestIdentityTrustUrl],
  'debit-card network': [addPaymentCard],
  'address verification service': [validateAddress, updateAddress],
  'partner lead service': [getLeadInfo],
  'marketplace partner service': [
    getProductsOffers,
    getGeneralProductsOffers,
    submitMarketplaceApplication,
    handOffMarketplaceOffer,
    handOffProductOffer,
  ],
  // Only the sandbox market and news wire exist: their prices and stories are simulated.
  'market data and news service': [
    searchWatchlistAssets,
    getAssetQuote,
    getAssetPriceHistory,
    getMarketExplore,
    getLatestNews,
    getAssetNews,
    getSectorNews,
    // The watchlist's prices and the trending stories are the same sandbox's.
    getWatchlist,
    addToWatchlist,
    recordNewsRead,
    getTrendingNews,
  ],
};

/**
 * Pages and calls that exist only as sandboxes: the providers' sign-in screens and API, the identity
 * check page, the partner pages.
 */
const sandboxPrefixes = ['/sandbox/', '/api/sandbox/'];

export function sandboxUnavailable(sandbox: string): AppError {
  return new AppError(
    503,
    errorCodes.SERVICE_UNAVAILABLE,
    'Not available here',
    `The ${sandbox} is not connected on this site. Its sandbox, which moves no real money, runs in production only when SANDBOX_PROVIDERS=enabled.`,
  );
}

/**
 * Registers the gate on the sandbox calls' routes and gives the check of the sandbox-only pages and
 * calls, which the edge hook (edge-hook.ts) runs on every request; with sandboxes enabled it adds
 * nothing and gives nothing. Must run before the routes it guards.
 */
export function registerSandboxGate(
  app: FastifyInstance,
  options: { enabled: boolean },
): ((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined {
  if (options.enabled) return undefined;
  const byRoute = new Map<string, string>();
  for (const [sandbox, calls] of Object.entries(sandboxCalls)) {
    for (const call of calls) byRoute.set(`${call.method} /api${call.path}`, sandbox);
  }
  // A sandbox call is known when its route is added, so only those routes carry the gate; every other
  // request pays two prefix checks, not a lookup (decision 011).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const sandbox = methods.map((method) => byRoute.get(`${method} ${route.url}`)).find(Boolean);
    if (!sandbox) return;
    // Answering from a callback hook ends the request there: `done` is not called.
    const gate = (_request: FastifyRequest, reply: FastifyReply) => {
      sendError(reply, sandboxUnavailable(sandbox));
    };
    route.onRequest = [gate, ...(route.onRequest ? [route.onRequest].flat() : [])] as typeof route.onRequest;
  });
  return (request, reply) => {
    const url = request.url;
    if (!sandboxPrefixes.some((prefix) => url.startsWith(prefix))) return false;
    sendError(reply, sandboxUnavailable('sandbox provider'));
    return true;
  };
}
