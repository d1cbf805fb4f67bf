// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, failure, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { useInvestmentStore } from '../../store';
import { ThemeDetailsPage } from './theme-details-page';

const accountId = '5b7f0a52-3c1e-4d2b-9a8f-0e1d2c3b4a59';
const portfolioPath = `/api/investment/accounts/${accountId}/portfolio`;
const themesPath = `/api/investment/accounts/${accountId}/themes`;

const plusAccounts = ok({
  accounts: [
    {
      accountInternalType: 'INVESTMENT',
      accountStatus: 'OPEN',
      accountNo: '••••2506',
      availableBalance: 0,
      accountCreatedOn: '2026-11-27T10:00:00.000Z',
      accountId,
      investmentKind: 'MANAGED',
      cashBalance: 0,
      holdingsValue: 0,
      totalValue: 0,
      modelPortfolio: 'MODERATE',
    },
  ],
});

function portfolio(themes: string[]) {
  return {
    accountId,
    riskScore: 6,
    riskTolerance: 'MODERATE',
    modelPortfolio: 'MODERATE',
    themes: themes.map((symbol) => ({
      symbol,
      theme: symbol === 'ICLN' ? 'Clean energy' : 'Health care',
      name: symbol,
      targetBps: 1_000,
      addedAt: '2026-11-28T15:00:00.000Z',
    })),
    themeShareBps: 1_000,
    maxThemes: 2,
    pendingChanges: [],
    allocation: {
      accountValueCents: 0,
      cashCents: 0,
      asOf: '2026-11-28T15:00:00.000Z',
      funds: [],
      largestDriftBps: 0,
      thresholdBps: 500,
      nextRebalance: { reason: 'NOTHING_INVESTED', at: null, explanation: 'Nothing is invested yet.' },
    },
  };
}

beforeEach(() => useInvestmentStore.getState().reset());

describe('ThemeDetailsPage', () => {
  it('shows what the theme takes, adds it with an Idempotency-Key and then offers to remove it', async () => {
    const user = userEvent.setup();
    // The server's portfolio: the theme is there once added, for the refetch that follows.
    let themes: string[] = [];
    const api = createFakeApi({
      'GET /api/investment/accounts': plusAccounts,
      [`GET ${portfolioPath}`]: () => ok(portfolio(themes)),
      [`POST ${themesPath}`]: () => {
        themes = ['ICLN'];
        return ok(portfolio(themes));
      },
    });
    await renderWithApp(<ThemeDetailsPage symbol="icln" />, {
      fetch: api.fetch,
      path: '/investment/managed/theme-details',
    });
    expect((await screen.findByTestId('theme-share')).textContent).toContain('It would take 10% of your account');
    const vti = screen.getByRole('row', { name: /^VTI / });
    expect(vti.textContent).toBe('VTI35%29.16%');
    await user.click(screen.getByRole('button', { name: 'Add Clean energy (ICLN)' }));
    expect(await screen.findByText(/Clean energy \(ICLN\) added\./)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Remove Clean energy (ICLN)' })).toBeTruthy();
    const [sent] = api.requestsTo(`POST ${themesPath}`);
    expect(sent?.body).toEqual({ symbol: 'ICLN' });
    expect(sent?.headers['Idempotency-Key'] ?? sent?.headers['idempotency-key']).toMatch(/^[\w-]{8,}$/);
  });

  it("shows the server's refusal of a theme beside the button", async () => {
    const user = userEvent.setup();
    const refusal = 'An account holds 2 themes at most. Remove one before adding Clean energy (ICLN).';
    const api = createFakeApi({
      'GET /api/investment/accounts': plusAccounts,
      [`GET ${portfolioPath}`]: ok(portfolio(['XLV'])),
      [`POST ${themesPath}`]: failure(422, 'THEME_NOT_ACCEPTED', 'Theme not changed', { symbol: refusal }),
    });
    await renderWithApp(<ThemeDetailsPage symbol="ICLN" />, {
      fetch: api.fetch,
      path: '/investment/managed/theme-details',
    });
    await user.click(await screen.findByRole('button', { name: 'Add Clean energy (ICLN)' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
  });

  it('says so for a symbol that is not a theme', async () => {
    const api = createFakeApi({
      'GET /api/investment/accounts': plusAccounts,
      [`GET ${portfolioPath}`]: ok(portfolio([])),
    });
    await renderWithApp(<ThemeDetailsPage symbol="VTI" />, {
      fetch: api.fetch,
      path: '/investment/managed/theme-details',
    });
    expect(await screen.findByRole('heading', { name: 'Theme not found', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
  });
});
