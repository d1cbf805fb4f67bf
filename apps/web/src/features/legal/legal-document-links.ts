// The footer shows these on every page, so they live apart from the documents' text, which loads
// only with a legal page.
import type { LegalDocumentSlug } from './legal-document';

/** In footer order, with the short label a footer link shows. */
export const legalDocumentLinks: readonly { slug: LegalDocumentSlug; label: string }[] = [
  { slug: 'terms', label: 'Terms' },
  { slug: 'privacy', label: 'Privacy' },
  { slug: 'accessibility', label: 'Accessibility' },
  { slug: 'licenses', label: 'Licenses & disclosures' },
];

/** For the route: anything else in the URL goes to the 404 page. Checked against the links, so the route need not load the texts. */
export function isLegalDocumentSlug(value: unknown): value is LegalDocumentSlug {
  return typeof value === 'string' && legalDocumentLinks.some((link) => link.slug === value);
}
