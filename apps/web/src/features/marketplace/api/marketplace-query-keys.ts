import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';

export const marketplaceQueryKeys = {
  all: ['marketplace'] as const,
  prefill: () => [...marketplaceQueryKeys.all, 'prefill'] as const,
  application: (applicationId: string) => [...marketplaceQueryKeys.all, 'application', applicationId] as const,
  applications: () => [...marketplaceQueryKeys.all, 'applications'] as const,
  latestApplication: (vertical: MarketplaceVertical) =>
    [...marketplaceQueryKeys.applications(), { vertical, limit: 1 }] as const,
  productsOffers: () => [...marketplaceQueryKeys.all, 'products-offers'] as const,
  generalProductsOffers: () => [...marketplaceQueryKeys.all, 'general-products-offers'] as const,
};
