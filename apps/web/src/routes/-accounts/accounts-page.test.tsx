// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountInfo, achTransfer, debitCard } from '../../features/checking/test-support/fixtures';
import { useInvestmentStore } from '../../features/investing/store';
import { createFakeApi, type FakeAnswer, type FakeHandler, failure, ok } from '../../ui/test-support/fake-api';
import { renderWithApp } from '../../ui/test-support/render-with-app';
import { AccountsPage } from './accounts-page';

const summary = {
  accounts: [
    {
      id: 'checking-1',
      type: 'DEMAND_DEPOSIT',
      name: 'Checking',
      mask: '4321',
      status: 'OPEN',
      availableBalance: 123456,
    },
    {
      id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
      type: 'EXTERNAL_BANK',
      name: 'Chase',
      mask: '1111',
      status: 'COMPLETE',
      availableBalance: 90000,
    },
  ],
  totalAvailable: 213456,
};

function accountsApi(info: FakeAnswer, overrides: Record<string, FakeAnswer | FakeHandler> = {}) {
  return createFakeApi({
    'GET /api/checking-account/info': info,
    'GET /api/user/getAccountSummary': ok(summary),
    'GET /api/banking/card': ok(debitCard()),
    'GET /api/banking/transactions': ok({ transactions: [], page: 0, pageSize: 5, total: 0 }),
    'GET /api/banking/transfers': ok({ transfers: [achTransfer()] }),
    'GET /api/banking/direct-deposit': ok({
      bankName: 'Tidewater Community Bank',
      routingNumber: '021000021',
      accountNumber: '••••4321',
      accountNumberLast4: '4321',
      accountType: 'Checking',
      accountHolder: 'Pat Doe',
    }),
    // Asked only for a member the summary lists as investing.
    'GET /api/investment/accounts': ok({ accounts: [] }),
    ...overrides,
  });
}

const linkedBanks = <p>Linked banks from bank linking</p>;

beforeEach(() => useInvestmentStore.getState().reset());

describe('AccountsPage', () => {
  it('shows the checking account, card, transfers, transactions, linked banks and direct deposit', async () => {
    const api = accountsApi(ok(accountInfo()));
    await renderWithApp(<AccountsPage linkedBanks={linkedBanks} showSandboxTools={false} />, {
      fetch: api.fetch,
      path: '/accounts',
    });
    expect(screen.getByRole('status').textContent).toContain('Loading your accounts…');
    const checking = await screen.findByRole('region', { name: 'Checking' });
    expect(within(checking).getByTestId('available-balance').textContent).toBe('$1,234.56');
    expect(screen.getByTestId('total-available').textContent).toBe('$2,134.56 available in checking and linked banks');
    expect(screen.queryByTestId('total-invested')).toBeNull();
    // The parts below the checking account render in a second pass.
    await screen.findByRole('region', { name: 'Direct deposit' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Checking',
      'Debit card',
      'Move money',
      'Transfers',
      'Recent transactions',
      'Direct deposit',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Linked banks' })).getByText('Linked banks from bank linking'),
    ).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Transfers' })).findByText('Pending')).toBeTruthy();
    expect(await screen.findByText('No transactions yet. Deposits and card purchases show up here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simulate payroll deposit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open a checking account' })).toBeNull();
  });

  it('offers to open a checking account when there is none, and still lists linked banks', async () => {
    const api = accountsApi(ok(null));
    await renderWithApp(<AccountsPage linkedBanks={linkedBanks} />, { fetch: api.fetch, path: '/accounts' });
    const open = await screen.findByRole('link', { name: 'Open a checking account' });
    expect(open.getAttribute('href')).toBe('/onboarding/roarmoney/intro');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Linked banks' })).getByText('Linked banks from bank linking'),
    ).toBeTruthy();
    expect(api.requestsTo('GET /api/banking/card')).toHaveLength(0);
  });

  it('shows each investment account with its value, and the money invested apart from the cash available', async () => {
    const investing = (id: string, mask: string, name: string) => ({
      id,
      type: 'INVESTMENT',
      name,
      mask,
      status: 'OPEN',
      availableBalance: 12_550,
    });
    const value = (accountId: string, accountNo: string, investmentKind: string, totalValue: number) => ({
      accountInternalType: 'INVESTMENT',
      accountStatus: 'OPEN',
      accountNo,
      availableBalance: 12_550,
      accountCreatedOn: '2026-11-27T10:00:00.000Z',
      accountId,
      investmentKind,
      cashBalance: 12_550,
      holdingsValue: totalValue - 12_550,
      totalValue,
    });
    const api = accountsApi(ok(null), {
      'GET /api/user/getAccountSummary': ok({
        ...summary,
        accounts: [
          ...summary.accounts,
          investing('investment-1', '2506', 'Managed investing'),
          investing('investment-2', '7788', 'Self-directed investing'),
        ],
      }),
      'GET /api/investment/accounts': ok({
        accounts: [
          value('investment-1', '••••2506', 'MANAGED', 45_000),
          value('investment-2', '••••7788', 'SELF_DIRECTED', 35_000),
        ],
      }),
    });
    await renderWithApp(<AccountsPage linkedBanks={linkedBanks} />, { fetch: api.fetch, path: '/accounts' });
    const section = await screen.findByRole('region', { name: 'Managed investing' });
    expect(within(section).getByTestId('investment-account-number').textContent).toBe('••••2506');
    expect(within(section).getByTestId('investment-value').textContent).toBe('$450.00');
    expect(within(section).getByTestId('investment-balance').textContent).toBe('$125.50');
    expect(section.textContent).toContain('Opened November 27, 2026');
    const managed = within(section).getByRole('link', { name: 'Holdings, add money and withdraw' });
    expect(managed.getAttribute('href')).toBe('/investment/managed');
    const active = screen.getByRole('region', { name: 'Self-directed investing' });
    expect(within(active).getByTestId('investment-value').textContent).toBe('$350.00');
    // The cash total says what it sums; the $800.00 invested is named apart, not added to it.
    expect(screen.getByTestId('total-available').textContent).toBe('$2,134.56 available in checking and linked banks');
    expect(screen.getByTestId('total-invested').textContent).toBe(
      ' · $800.00 in investment accounts at simulated prices',
    );
    expect(api.requestsTo('GET /api/plus/account')).toHaveLength(0);
  });

  it('shows nothing of investing for a member the summary lists no investment account for, and asks nothing', async () => {
    const none = accountsApi(ok(null));
    await renderWithApp(<AccountsPage linkedBanks={linkedBanks} />, { fetch: none.fetch, path: '/accounts' });
    await screen.findByRole('link', { name: 'Open a checking account' });
    await screen.findByTestId('total-available');
    // Nothing to value: the call is not made.
    expect(none.requestsTo('GET /api/investment/accounts')).toHaveLength(0);
    expect(screen.queryByText(/investing|investment/i)).toBeNull();
  });

  it('shows an error, not the call to action, when the account cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const api = accountsApi(ok(accountInfo()), {
      'GET /api/checking-account/info': () => {
        calls += 1;
        return calls === 1 ? failure(500, 'INTERNAL_ERROR', 'Down') : ok(accountInfo());
      },
    });
    await renderWithApp(<AccountsPage linkedBanks={linkedBanks} showSandboxTools={false} />, {
      fetch: api.fetch,
      path: '/accounts',
    });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your accounts');
    expect(screen.queryByRole('link', { name: 'Open a checking account' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Checking' })).toBeTruthy();
  });

  it('outside production, a sandbox payroll deposit arrives and the balance refreshes', async () => {
    const user = userEvent.setup();
    let balance = 123456;
    const api = accountsApi(ok(accountInfo()), {
      'GET /api/checking-account/info': () => ok(accountInfo({ availableBalance: balance })),
      'POST /api/sandbox/banking/payroll-deposit': () => {
        balance += 125000;
        return ok({ transactionId: 'transaction-9', availableBalance: balance }, 201);
      },
    });
    await renderWithApp(<AccountsPage linkedBanks={linkedBanks} showSandboxTools />, {
      fetch: api.fetch,
      path: '/accounts',
    });
    await user.click(await screen.findByRole('button', { name: 'Simulate payroll deposit' }));
    expect(await screen.findByText('A payroll deposit arrived. Available balance: $2,484.56.')).toBeTruthy();
    expect(await screen.findByText('$2,484.56', { selector: '[data-testid="available-balance"]' })).toBeTruthy();
    expect(api.requestsTo('POST /api/sandbox/banking/payroll-deposit')[0]?.headers['idempotency-key']).toBeTruthy();
  });
});
