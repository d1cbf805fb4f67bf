// The footer's legal pages: one registry keyed by the URL slug, so the route, the footer and the
// page all read the same list.

import { accessibilityStatement } from './documents/accessibility';
import { licensesAndDisclosures } from './documents/licenses';
import { privacyNotice } from './documents/privacy';
import { termsOfUse } from './documents/terms';
import type { LegalDocument, LegalDocumentSlug } from './legal-document';
import { isLegalDocumentSlug, legalDocumentLinks } from './legal-document-links';

export const legalDocuments: Readonly<Record<LegalDocumentSlug, LegalDocument>> = {
  terms: termsOfUse,
  privacy: privacyNotice,
  accessibility: accessibilityStatement,
  licenses: licensesAndDisclosures,
};

export function findLegalDocument(slug: string): LegalDocument | undefined {
  return isLegalDocumentSlug(slug) ? legalDocuments[slug] : undefined;
}

/** The page head of a legal page: its title, and its summary as the description. */
export function legalDocumentMeta(slug: LegalDocumentSlug): { title: string; description: string } {
  const { title, summary } = legalDocuments[slug];
  return { title, description: summary };
}

export { isLegalDocumentSlug, legalDocumentLinks };
