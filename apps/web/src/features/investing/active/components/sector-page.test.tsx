// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { SectorPage } from './sector-page';

const asset = (symbol: string, sector: string, dayChangeCents: number, dayChangeBasisPoints: number) => ({
  symbol,
  name: `${symbol} company`,
  kind: 'STOCK',
  sector,
  themes: [],
  lastPriceCents: 12_345,
  dayChangeCents,
  dayChangeBasisPoints,
});

const explore = ok({
  pricesAreSimulated: true,
  sectors: [
    { id: 'technology', name: 'Technology', assets: [asset('AAPL', 'technology', 150, 123)] },
    { id: 'energy', name: 'Energy', assets: [asset('XOM', 'energy', -80, -70)] },
  ],
  themes: [],
});

const news = ok({
  articles: [
    {
      id: 'story-1',
      headline: 'Chip makers lead the day',
      summary: 'Technology shares rose.',
      body: 'Technology shares rose.',
      source: 'Simulated Wire',
      simulated: true,
      publishedAt: '2026-11-27T21:30:00.000Z',
      symbols: ['AAPL'],
      sectors: ['technology'],
    },
  ],
});

describe('SectorPage', () => {
  it("lists the sector's assets with price and day change, linking to each asset page, and its news", async () => {
    const api = createFakeApi({
      'GET /api/investment/explore': explore,
      'GET /api/investment/sectors/technology/news': news,
    });
    await renderWithApp(<SectorPage sector="technology" />, { fetch: api.fetch, path: '/investment/active/sector' });
    expect(screen.getByRole('heading', { level: 1, name: 'Technology' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Technology assets' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list.textContent).toContain('$123.45');
    expect(list.textContent).toContain('+$1.50 (+1.23%)');
    expect(within(list).getByRole('link', { name: 'AAPL, AAPL company' }).getAttribute('href')).toBe(
      '/investment/asset?symbol=AAPL',
    );
    expect(await screen.findByRole('heading', { name: 'Chip makers lead the day' })).toBeTruthy();
    expect(screen.getByTestId('sector-disclosure').textContent).toMatch(/Prices are simulated/);
  });

  it('says so for a sector the market does not list, asking nothing of the server', async () => {
    const api = createFakeApi({});
    await renderWithApp(<SectorPage sector="crypto" />, { fetch: api.fetch, path: '/investment/active/sector' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sector not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a sector from explore' })).toBeTruthy();
    expect(api.requestsTo('GET /api/investment/explore')).toHaveLength(0);
  });
});
