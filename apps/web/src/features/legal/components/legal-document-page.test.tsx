// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../ui/test-support/render-with-theme';
import type { LegalDocumentSlug } from '../legal-document';
import { legalDocuments } from '../legal-documents';
import { LegalDocumentPage } from './legal-document-page';

const slugs = Object.keys(legalDocuments) as LegalDocumentSlug[];

describe('LegalDocumentPage', () => {
  it.each(slugs)('renders %s as an article with one h1, the date and the summary', (slug) => {
    const legalDocument = legalDocuments[slug];
    renderWithTheme(<LegalDocumentPage slug={slug} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(legalDocument.title);
    expect(screen.getByRole('article', { name: legalDocument.title })).toBeTruthy();
    expect(screen.getByText('November 1, 2026').getAttribute('dateTime')).toBe('2026-11-01');
    expect(screen.getByText(legalDocument.summary)).toBeTruthy();
    expect(screen.queryByRole('main')).toBeNull();
  });

  it.each(slugs)('links every table-of-contents entry of %s to a section heading on the page', (slug) => {
    const legalDocument = legalDocuments[slug];
    renderWithTheme(<LegalDocumentPage slug={slug} />, { viewportWidth: 375 });
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(legalDocument.sections.length);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^#/);
      const target = document.getElementById(href.slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toBe(link.textContent);
    }
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(legalDocument.sections.length);
  });

  it('shows bullet lists where a section has them', () => {
    renderWithTheme(<LegalDocumentPage slug="terms" />, { viewportWidth: 1280 });
    const eligibility = screen.getByRole('region', { name: 'Who can use Fernleaf' });
    expect(within(eligibility).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(eligibility).getByText('be at least 18 years old;')).toBeTruthy();
  });

  it('renders nothing for an unknown slug', () => {
    const { container } = renderWithTheme(<LegalDocumentPage slug="toString" />);
    // Mantine's provider adds its <style> tags; nothing else may be there.
    expect(container.querySelectorAll(':scope > :not(style)')).toHaveLength(0);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
