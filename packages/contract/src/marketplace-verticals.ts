// The marketplace's three application flows by name (spec section 2 "Marketplace").

export const marketplaceVerticals = ['personal-loan', 'credit-cards', 'debt-relief'] as const;
export type MarketplaceVertical = (typeof marketplaceVerticals)[number];

export function isMarketplaceVertical(value: string): value is MarketplaceVertical {
  return (marketplaceVerticals as readonly string[]).includes(value);
}
