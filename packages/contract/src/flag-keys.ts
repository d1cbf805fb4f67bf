// The flag keys the product reads, apart from the flags call and its schemas so the route tree and
// shell can name a flag without loading zod.
/** Every flag the product reads. Add a key here first, then its definition on the server. */
export const flagKeys = {
  /** When on, /tax-filing redirects to /products-offers instead of showing the filing-partner hand-off. */
  taxFilingRedirect: 'tax-filing-redirect-to-offers',
  /** When on, the API client sends calls to the auth API host instead of the default API host (spec section 7). */
  authApiHost: 'auth-api-host',
  /** When on, the Discover feed shows community posts, comments and reactions. */
  discoverCommunity: 'discover-community',
  /** When on, marketplace offers show the savings calculator next to each loan offer. */
  marketplaceSavingsCalculator: 'marketplace-savings-calculator',
} as const;

export type FlagKey = (typeof flagKeys)[keyof typeof flagKeys];
