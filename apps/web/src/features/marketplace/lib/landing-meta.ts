import { landingPageOf } from '@fernleaf/contract/marketplace-landing-pages';

const fallback = {
  title: 'Marketplace',
  description: 'Compare loans, credit cards and other offers from our partners, with their costs shown up front.',
};

/** The title and description the server writes for a marketplace page, so the head the app sets matches. */
export function landingMeta(pathname: string): { title: string; description: string } {
  return landingPageOf(pathname) ?? fallback;
}
