import { describe, expect, it } from 'vitest';
import type { LegalDocumentSlug } from './legal-document';
import {
  findLegalDocument,
  isLegalDocumentSlug,
  legalDocumentLinks,
  legalDocumentMeta,
  legalDocuments,
} from './legal-documents';

const slugs: LegalDocumentSlug[] = ['terms', 'privacy', 'accessibility', 'licenses'];

describe('legal documents', () => {
  it('registers each slug under its own key', () => {
    expect(Object.keys(legalDocuments).sort()).toEqual([...slugs].sort());
    for (const slug of slugs) {
      expect(legalDocuments[slug].slug).toBe(slug);
      expect(findLegalDocument(slug)).toBe(legalDocuments[slug]);
      expect(isLegalDocumentSlug(slug)).toBe(true);
    }
  });

  it.each(slugs)('%s has a title, date, short summary and well-formed sections', (slug) => {
    const document = legalDocuments[slug];
    expect(document.title.trim()).not.toBe('');
    expect(document.lastUpdated).toBe('2026-11-01');
    // The summary is also the meta description.
    expect(document.summary.length).toBeGreaterThan(40);
    expect(document.summary.length).toBeLessThanOrEqual(160);
    expect(document.sections.length).toBeGreaterThanOrEqual(4);

    const ids = document.sections.map((section) => section.id);
    const headings = document.sections.map((section) => section.heading);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(headings).size).toBe(headings.length);
    for (const section of document.sections) {
      expect(section.id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of section.paragraphs) expect(paragraph.trim().length).toBeGreaterThan(10);
      for (const bullet of section.bullets ?? []) expect(bullet.trim()).not.toBe('');
      expect(`${section.heading} ${section.paragraphs.join(' ')}`).not.toMatch(/lorem|ipsum|coming soon|TODO/i);
    }
  });

  it('rejects unknown slugs, including inherited object keys', () => {
    for (const value of ['', 'cookies', 'Terms', 'toString', 'constructor', '__proto__', undefined, 42]) {
      expect(isLegalDocumentSlug(value)).toBe(false);
    }
    expect(findLegalDocument('toString')).toBeUndefined();
    expect(findLegalDocument('nope')).toBeUndefined();
  });

  it('gives the footer one link per document, in order, with short labels', () => {
    expect(legalDocumentLinks).toEqual([
      { slug: 'terms', label: 'Terms' },
      { slug: 'privacy', label: 'Privacy' },
      { slug: 'accessibility', label: 'Accessibility' },
      { slug: 'licenses', label: 'Licenses & disclosures' },
    ]);
  });

  it('builds the page head from the title and summary', () => {
    expect(legalDocumentMeta('privacy')).toEqual({
      title: 'Privacy Notice',
      description: legalDocuments.privacy.summary,
    });
  });

  it('names the partner bank and states what is and is not insured', () => {
    const licenses = JSON.stringify(legalDocuments.licenses);
    expect(licenses).toContain('Tidewater Community Bank, Member FDIC');
    expect(licenses).toContain('Fernleaf Securities LLC');
    expect(licenses).toMatch(/not FDIC insured/);
    expect(licenses).toMatch(/fictional/);
    expect(licenses).toMatch(/simulated/);
    expect(JSON.stringify(legalDocuments.terms)).toMatch(/no arbitration clause/);
    expect(JSON.stringify(legalDocuments.privacy)).toMatch(/do not sell your personal information/);
  });
});
