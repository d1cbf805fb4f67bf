// Pages of the investing area that sit beside the self-directed ones and are built in their own parts
// (the asset page with its buy and sell ticket, the watchlist, closing an account). They are linked by
// address rather than through the typed route tree, which holds them only once those parts land.

/** The asset page of one symbol: its chart, position and ticket. */
export function assetPageHref(symbol: string): string {
  return `/investment/asset?${new URLSearchParams({ symbol }).toString()}`;
}

export const watchlistHref = '/investment/watchlist';

export const closeAccountHref = {
  MANAGED: '/investment/managed/close-account',
  SELF_DIRECTED: '/investment/active/close-account',
} as const;
