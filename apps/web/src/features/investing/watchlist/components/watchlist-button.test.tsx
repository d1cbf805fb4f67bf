// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, deferred, type FakeAnswer, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { WatchlistButton } from './watchlist-button';

const item = {
  symbol: 'VTI',
  name: 'Vanguard Total Stock Market ETF',
  kind: 'ETF',
  sector: 'technology',
  themes: [],
  lastPriceCents: 30_000,
  dayChangeCents: 0,
  dayChangeBasisPoints: 0,
  addedAt: '2026-12-04T15:00:00.000Z',
};

describe('WatchlistButton', () => {
  it('adds once for a double click, before the button has re-rendered as busy', async () => {
    const added = deferred<FakeAnswer>();
    let listed = false;
    const api = createFakeApi({
      'GET /api/investment/watchlist': () => ok({ pricesAreSimulated: true, items: listed ? [item] : [], limit: 30 }),
      'POST /api/investment/watchlist': () => added.promise,
    });
    await renderWithApp(<WatchlistButton symbol="VTI" />, { fetch: api.fetch, path: '/investment/asset' });
    const button = await screen.findByRole('button', { name: 'Add VTI to watchlist' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));

    // Two clicks before React renders again, as a fast double click lands in a browser.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(api.requestsTo('POST /api/investment/watchlist')).toHaveLength(1));
    listed = true;
    added.resolve(ok(item, 201));
    expect(await screen.findByRole('button', { name: 'Remove VTI from watchlist' })).toBeTruthy();
    expect(api.requestsTo('POST /api/investment/watchlist')).toHaveLength(1);
    expect(api.requestsTo('DELETE /api/investment/watchlist/VTI')).toHaveLength(0);
  });
});
