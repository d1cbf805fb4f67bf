// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { FundAccountStep } from './fund-account-step';

const accountsRoute = 'GET /api/investment/accounts';
const transferRoute = 'POST /api/investment/accounts/sd-1/transfers';
const account = (investmentKind: 'MANAGED' | 'SELF_DIRECTED', accountId: string) => ({
  accountInternalType: 'INVESTMENT',
  accountStatus: 'OPEN',
  accountNo: '••••7731',
  availableBalance: 0,
  accountCreatedOn: '2026-11-28T10:00:00.000Z',
  accountId,
  investmentKind,
  cashBalance: 0,
  holdingsValue: 0,
  totalValue: 0,
});
const accounts = ok({
  accounts: [account('MANAGED', 'managed-1'), account('SELF_DIRECTED', 'sd-1')],
});
const moved = ok({
  transferId: 'transfer-1',
  direction: 'DEPOSIT',
  amountCents: 25_000,
  availableBalance: 25_000,
  checkingAvailableBalance: 100_000,
  createdAt: '2026-11-28T10:01:00.000Z',
});

describe('FundAccountStep', () => {
  it('adds money from checking to the account of its kind, in cents, and moves on', async () => {
    const api = createFakeApi({ [accountsRoute]: accounts, [transferRoute]: moved });
    const onDone = vi.fn();
    await renderWithApp(
      <FundAccountStep kind="SELF_DIRECTED" checking={{ availableCents: 125_000 }} onDone={onDone} busy={false} />,
      { fetch: api.fetch },
    );
    expect(await screen.findByText('$1,250.00 available in checking.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Amount/), '250');
    await user.click(screen.getByRole('button', { name: 'Add money' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const [request] = api.requestsTo(transferRoute);
    expect(request?.body).toEqual({ direction: 'DEPOSIT', amountCents: 25_000 });
    expect(request?.headers['idempotency-key']).toMatch(/.+/);
  });

  it('lets the member go on without money, and sends one without checking to open it', async () => {
    const api = createFakeApi({ [accountsRoute]: accounts });
    const onDone = vi.fn();
    await renderWithApp(<FundAccountStep kind="SELF_DIRECTED" checking={null} onDone={onDone} busy={false} />, {
      fetch: api.fetch,
      path: '/onboarding/active-investing/payment-method',
    });
    const openChecking = await screen.findByRole('link', { name: 'Open a checking account' });
    // Checking's flow comes back to this step once the account is open.
    expect(openChecking.getAttribute('href')).toBe(
      `/onboarding/roarmoney/intro?returnTo=${encodeURIComponent('/onboarding/active-investing/payment-method')}`,
    );
    expect(screen.queryByLabelText(/Amount/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(api.requestsTo(transferRoute)).toHaveLength(0);
  });
});
