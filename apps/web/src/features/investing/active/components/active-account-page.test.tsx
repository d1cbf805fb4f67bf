// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { useInvestmentStore } from '../../store';
import { ActiveAccountPage } from './active-account-page';

const accountId = '7c1e0a52-3c1e-4d2b-9a8f-0e1d2c3b4a60';
const positionsRoute = `GET /api/investment/accounts/${accountId}/positions`;

const account = (investmentKind: 'MANAGED' | 'SELF_DIRECTED', id: string) => ({
  accountInternalType: 'INVESTMENT',
  accountStatus: 'OPEN',
  accountNo: '••••7731',
  availableBalance: 10_000,
  accountCreatedOn: '2026-11-28T10:00:00.000Z',
  accountId: id,
  investmentKind,
  cashBalance: 0,
  holdingsValue: 0,
  totalValue: 0,
});

const position = (symbol: string, quantityMicros: number, costCents: number, marketValueCents: number) => ({
  symbol,
  name: `${symbol} company`,
  quantityMicros,
  costCents,
  lastPriceCents: 20_000,
  marketValueCents,
  unrealisedCents: marketValueCents - costCents,
  realisedCents: 0,
  lots: [],
  sales: [],
});

const bothKinds = ok({
  accounts: [account('MANAGED', 'managed-1'), account('SELF_DIRECTED', accountId)],
});

beforeEach(() => useInvestmentStore.getState().reset());

describe('ActiveAccountPage', () => {
  it("shows the self-directed account's value, its cash and holdings with gains, each linking to its asset page", async () => {
    const api = createFakeApi({
      'GET /api/investment/accounts': bothKinds,
      [positionsRoute]: ok({
        cash: { availableCents: 10_000, pendingInCents: 1_500, heldForOrdersCents: 2_500 },
        positions: [
          position('AAPL', 229_293, 8_000, 10_000),
          position('NVDA', 2_000_000, 30_000, 27_000),
          position('KO', 0, 0, 0),
        ],
      }),
    });
    await renderWithApp(<ActiveAccountPage checking={{ availableCents: 90_000 }} />, {
      fetch: api.fetch,
      path: '/investment/active',
    });
    // 100.00 + 15.00 + 25.00 of cash, 100.00 + 270.00 of shares.
    expect((await screen.findByTestId('active-value')).textContent).toBe('$510.00');
    expect(screen.getByTestId('active-cash-pending').textContent).toBe('$15.00');
    expect(screen.getByTestId('active-cash-held').textContent).toBe('$25.00');
    expect(screen.getByTestId('active-disclosure').textContent).toMatch(/Prices are simulated/);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    // Largest value first; a position sold out is no holding.
    expect(rows.map((row) => row.querySelector('th a')?.textContent)).toEqual(['NVDA', 'AAPL']);
    expect(rows[0]?.textContent).toContain('-$30.00 (-10%)');
    expect(rows[1]?.textContent).toContain('+$20.00 (+25%)');
    // Every millionth held, so shares times price multiply out to the value (not 0.229).
    expect(within(rows[1] as HTMLElement).getByText('0.229293')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'NVDA, NVDA company' }).getAttribute('href')).toBe(
      '/investment/asset?symbol=NVDA',
    );
    expect(screen.queryByText(/You hold no shares yet/)).toBeNull();
  });

  it('says an account holding only cash holds nothing yet, and where to start', async () => {
    const api = createFakeApi({
      'GET /api/investment/accounts': bothKinds,
      [positionsRoute]: ok({ cash: { availableCents: 0, pendingInCents: 0, heldForOrdersCents: 0 }, positions: [] }),
    });
    await renderWithApp(<ActiveAccountPage checking={null} />, { fetch: api.fetch, path: '/investment/active' });
    expect(await screen.findByText(/You hold no shares yet/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Explore the market' }).length).toBeGreaterThan(0);
    // Without checking, money has nowhere to come from: the page says where to open it.
    expect(screen.getByRole('link', { name: 'Open a checking account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add money' })).toBeNull();
  });

  it('tells a member with only a managed account what self-directed investing is and where it starts', async () => {
    const api = createFakeApi({
      'GET /api/investment/accounts': ok({ accounts: [account('MANAGED', 'managed-1')] }),
    });
    await renderWithApp(<ActiveAccountPage checking={null} />, { fetch: api.fetch, path: '/investment/active' });
    expect(await screen.findByRole('heading', { name: "You don't have a self-directed account yet" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start self-directed investing' }).getAttribute('href')).toBe(
      '/onboarding/active-investing/intro',
    );
  });

  it('reads a member with no investing account at all (U0022) the same way, not as a failure', async () => {
    const api = createFakeApi({
      'GET /api/investment/accounts': ok({ accounts: [] }),
    });
    await renderWithApp(<ActiveAccountPage checking={null} />, { fetch: api.fetch, path: '/investment/active' });
    expect(await screen.findByRole('heading', { name: "You don't have a self-directed account yet" })).toBeTruthy();
    expect(screen.queryByText('We could not load your self-directed account')).toBeNull();
  });
});
