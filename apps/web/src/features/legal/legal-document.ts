// The shape of every legal page in the footer: plain data, so the texts can be read, tested and
// reviewed without the page that renders them.

export type LegalDocumentSlug = 'terms' | 'privacy' | 'accessibility' | 'licenses';

export interface LegalSection {
  /** The anchor of the section (kebab-case); the table of contents links to `#id`. Keep it stable. */
  id: string;
  heading: string;
  /** Shown before the bullets, so the last paragraph may introduce the list. */
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface LegalDocument {
  slug: LegalDocumentSlug;
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change that took effect. */
  lastUpdated: string;
  /** One or two sentences under the title; also the page's meta description, so at most 160 characters. */
  summary: string;
  sections: readonly LegalSection[];
}
