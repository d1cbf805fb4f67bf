// The signed-out pages the web build prerenders (docs/decisions/070-prerendered-first-visits.md): the
// build writes the markup of each into `prerendered-pages.json` beside `index.html`, and the server
// puts it into the page it sends for that path, so the page's text and form arrive in the first
// answer. Both sides read the file through this module.

/** The file the web build writes into its output folder. */
export const prerenderedPagesFileName = 'prerendered-pages.json';

/** The path the build renders for "no page here": no route matches it, as none matches a mistyped address. */
export const notFoundPrerenderPath = '/-not-found';

/** The pages prerendered, by path (no query: a page's prerender is the same whatever its query). */
export const prerenderedPaths = [
  '/login',
  '/sign-up',
  '/forgot-password',
  // Its first screen, the member's offers still to come (the page asks a visitor to sign in).
  '/products-offers',
  // Where an ad or a shared link lands in the marketplace: each flow's address (the app moves on to
  // its first step before it takes the page over, so the first step is what the build writes for
  // it), each flow's first step and the loan amount. A visitor's first screen: the step's title and
  // its form, blank, its controls off until the app knows the visitor.
  '/marketplace/personal-loan',
  '/marketplace/personal-loan/get-started',
  '/marketplace/personal-loan/loan-amount',
  '/marketplace/credit-cards',
  '/marketplace/credit-cards/card-purpose',
  '/marketplace/debt-relief',
  '/marketplace/debt-relief/debt-amount',
  notFoundPrerenderPath,
] as const;

export interface PrerenderedPages {
  /** The markup of `#root`, by path; `notFoundPrerenderPath` holds the not-found page. */
  pages: Record<string, string>;
  /**
   * The first screen of each page that needs sign-in (its route's `requiresSignIn`), by path: the
   * app's frame as it first draws it, before it knows the session (the header, the main landmark with
   * its loading line), nothing of the member's. The browser draws the page over it (no hydration),
   * so it only paints before the scripts arrive (decision 087). `frames` holds each distinct markup
   * once (the pages share it); `pages` names each path's. Absent from a build from before it.
   */
  memberFrames?: { frames: string[]; pages: Record<string, number> };
  /** The brand the pages were rendered with: a server configured with another one sends the shell. */
  brandName: string;
}
