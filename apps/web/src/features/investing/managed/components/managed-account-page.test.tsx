// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, failure, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { useInvestmentStore } from '../../store';
import { ManagedAccountPage } from './managed-account-page';

const accountId = '5b7f0a52-3c1e-4d2b-9a8f-0e1d2c3b4a59';
const positionsPath = `/api/investment/accounts/${accountId}/positions`;
const transfersPath = `/api/investment/accounts/${accountId}/transfers`;

const plusAccounts = ok({
  accounts: [
    {
      accountInternalType: 'INVESTMENT',
      accountStatus: 'OPEN',
      accountNo: '••••2506',
      availableBalance: 5_000,
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

const positions = ok({
  cash: { availableCents: 5_000, pendingInCents: 250, heldForOrdersCents: 0 },
  positions: [
    {
      symbol: 'VTI',
      name: 'Vanguard Total Stock Market ETF',
      quantityMicros: 1_234_567,
      costCents: 30_000,
      lastPriceCents: 24_310,
      marketValueCents: 30_012,
      unrealisedCents: 12,
      realisedCents: 0,
      lots: [],
      sales: [],
    },
  ],
});

const score = ok({ score: 6, riskTolerance: 'MODERATE', unansweredQuestionIds: [] });

function managedApi(overrides: Record<string, ReturnType<typeof ok>> = {}) {
  return createFakeApi({
    'GET /api/investment/accounts': plusAccounts,
    [`GET ${positionsPath}`]: positions,
    'GET /api/onboarding/investment/v2/risk/score': score,
    ...overrides,
  });
}

beforeEach(() => useInvestmentStore.getState().reset());

/** The portfolio call's answer for an account on `model` with `themes`, nothing invested. */
function portfolioAnswer(model: string, themes: { symbol: string; theme: string; name: string }[]) {
  return ok({
    accountId,
    riskScore: 10,
    riskTolerance: model,
    modelPortfolio: model,
    themes: themes.map((theme) => ({ ...theme, targetBps: 1_000, addedAt: '2026-11-28T15:00:00.000Z' })),
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
  });
}

describe('ManagedAccountPage', () => {
  it("shows the funds against the account's own model and themes, not the member's latest answers", async () => {
    const api = managedApi({
      [`GET /api/investment/accounts/${accountId}/portfolio`]: portfolioAnswer('AGGRESSIVE', [
        { symbol: 'ICLN', theme: 'Clean energy', name: 'iShares Global Clean Energy ETF' },
      ]),
    });
    await renderWithApp(<ManagedAccountPage checking={{ availableCents: 90_000 }} />, {
      fetch: api.fetch,
      path: '/investment/managed',
    });
    const table = await screen.findByRole('table', { name: /Aggressive model portfolio/ });
    expect(within(table).getByRole('row', { name: /^ICLN iShares Global Clean Energy ETF/ }).textContent).toContain(
      '10%',
    );
    expect(screen.getByRole('link', { name: 'Allocation and rebalancing' }).getAttribute('href')).toBe(
      '/investment/managed/allocation',
    );
    expect(screen.getByRole('link', { name: 'Risk profile and themes' }).getAttribute('href')).toBe(
      '/investment/managed/preferences',
    );
  });

  it('shows the value of cash and holdings, each fund against its target, and the disclosures', async () => {
    const api = managedApi();
    await renderWithApp(<ManagedAccountPage checking={{ availableCents: 90_000 }} />, {
      fetch: api.fetch,
      path: '/investment/managed',
    });
    expect((await screen.findByTestId('managed-value')).textContent).toBe('$352.62');
    expect(screen.getByTestId('managed-cash-pending').textContent).toBe('$2.50');
    const table = screen.getByRole('table', { name: /Moderate model portfolio/ });
    const vti = within(table).getByRole('row', { name: /^VTI Vanguard/ });
    expect(vti.textContent).toContain('1.234567');
    expect(vti.textContent).toContain('35%');
    expect(vti.textContent).toContain('+$0.12');
    expect(screen.getByTestId('managed-disclosure').textContent).toContain('Prices are simulated');
  });

  it('sends a member without checking to open it instead of offering transfers', async () => {
    const api = managedApi();
    await renderWithApp(<ManagedAccountPage checking={null} />, { fetch: api.fetch, path: '/investment/managed' });
    const open = await screen.findByRole('link', { name: 'Open a checking account' });
    expect(open.getAttribute('href')).toBe('/onboarding/roarmoney/intro?returnTo=%2Finvestment%2Fmanaged');
    expect(screen.queryByRole('button', { name: 'Add money' })).toBeNull();
  });

  it('explains managed investing to a member without an account (U0022)', async () => {
    const api = managedApi({ 'GET /api/investment/accounts': ok({ accounts: [] }) });
    await renderWithApp(<ManagedAccountPage checking={null} />, { fetch: api.fetch, path: '/investment/managed' });
    const start = await screen.findByRole('link', { name: 'Start managed investing' });
    expect(start.getAttribute('href')).toBe('/onboarding/investment/intro');
    expect(api.requestsTo(`GET ${positionsPath}`)).toHaveLength(0);
  });

  it('sends dollars as integer cents with an Idempotency-Key, and shows a 422 at the amount', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/investment/accounts': plusAccounts,
      [`GET ${positionsPath}`]: positions,
      'GET /api/onboarding/investment/v2/risk/score': score,
      [`POST ${transfersPath}`]: (request) =>
        (request.body as { amountCents: number }).amountCents > 90_000
          ? failure(422, 'INSUFFICIENT_FUNDS', 'Not enough money', {
              amountCents: 'This is more than your checking account has available.',
            })
          : ok({
              transferId: 't-1',
              direction: 'DEPOSIT',
              amountCents: 2_550,
              availableBalance: 7_550,
              checkingAvailableBalance: 87_450,
              createdAt: '2026-11-27T10:00:00.000Z',
            }),
    });
    await renderWithApp(<ManagedAccountPage checking={{ availableCents: 90_000 }} />, {
      fetch: api.fetch,
      path: '/investment/managed',
    });
    await user.click(await screen.findByRole('button', { name: 'Add money' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add money from checking' });
    const amount = within(dialog).getByLabelText(/Amount/);
    await user.type(amount, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Add money' }));
    expect(await within(dialog).findByText('This is more than your checking account has available.')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '25.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add money' }));
    expect(await screen.findByText(/\$25\.50 moved from checking into your account/)).toBeTruthy();
    const sent = api.requestsTo(`POST ${transfersPath}`);
    expect(sent.map((request) => request.body)).toEqual([
      { direction: 'DEPOSIT', amountCents: 100_000 },
      { direction: 'DEPOSIT', amountCents: 2_550 },
    ]);
    const [refused, moved] = sent.map((request) => request.headers['idempotency-key']);
    expect(refused).toMatch(/^[0-9a-f-]{36}$/);
    // An answered refusal settles its key: the next amount is a new transfer with a key of its own.
    expect(moved).not.toBe(refused);
  });
});
