// @vitest-environment jsdom
import type { NewsArticle } from '@fernleaf/contract/market';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { NewsList } from './news-list';

const noFetch = (() => Promise.reject(new Error('no call expected'))) as typeof fetch;

const story: NewsArticle = {
  id: 'story-1',
  headline: 'Index funds draw new money',
  summary: 'Flows into broad funds rose.',
  body: 'Flows into broad funds rose this week.',
  source: 'Simulated Wire',
  simulated: true,
  // 14:05 UTC in December is 9:05 AM in New York (EST).
  publishedAt: '2026-12-04T14:05:00.000Z',
  symbols: ['VTI'],
  sectors: [],
};

describe('NewsList', () => {
  it('tells when a story was published in New York time with its zone, as the prices beside it are', async () => {
    await renderWithApp(<NewsList articles={[story]} />, { fetch: noFetch });
    const card = screen.getByRole('article', { name: 'Index funds draw new money' });
    expect(within(card).getByText('Simulated Wire · Dec 4, 2026, 9:05 AM ET')).toBeTruthy();
  });
});
