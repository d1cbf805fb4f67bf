// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkingQueryKeys } from '../../../lib/query-keys/checking-query-keys';
import { createFakeApi, failure, ok, type RecordedRequest } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { accountInfo, achTransfer } from '../test-support/fixtures';
import { TransferForm } from './transfer-form';

const transferRoute = 'POST /api/banking/transfers';
const chaseId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const summary = {
  accounts: [
    {
      id: 'checking-1',
      type: 'DEMAND_DEPOSIT',
      name: 'Checking',
      mask: '4321',
      status: 'OPEN',
      availableBalance: 4200,
    },
    { id: 'card-1', type: 'DEBIT_CARD', name: 'Debit card', mask: '9876', status: 'ACTIVE', availableBalance: null },
    { id: chaseId, type: 'EXTERNAL_BANK', name: 'Chase', mask: '1111', status: 'COMPLETE', availableBalance: 90000 },
  ],
  totalAvailable: 94200,
};

function echoTransfer(request: RecordedRequest) {
  const body = request.body as { amount: number; direction: 'IN' | 'OUT' };
  return ok(achTransfer({ amount: body.amount, direction: body.direction }), 201);
}

function apiWith(transfer: (request: RecordedRequest) => ReturnType<typeof ok>) {
  return createFakeApi({
    'GET /api/user/getAccountSummary': ok(summary),
    'GET /api/checking-account/info': ok(accountInfo({ availableBalance: 4200 })),
    [transferRoute]: transfer,
  });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, amount: string, direction = 'Into checking') {
  await user.selectOptions(await screen.findByLabelText(/Linked bank account/), 'Chase ••••1111');
  await user.click(screen.getByLabelText(direction));
  const input = screen.getByLabelText(/Amount/);
  await user.clear(input);
  await user.type(input, amount);
}

function errorOf(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('TransferForm', () => {
  it('lists only linked banks and sends the typed dollars as exact integer cents', async () => {
    const user = userEvent.setup();
    const api = apiWith(echoTransfer);
    await renderWithApp(<TransferForm />, { fetch: api.fetch });
    const select = await screen.findByLabelText(/Linked bank account/);
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Choose an account',
      'Chase ••••1111',
    ]);

    await fillIn(user, '$1,234.56');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));

    await waitFor(() => expect(api.requestsTo(transferRoute)).toHaveLength(1));
    const sent = api.requestsTo(transferRoute)[0];
    expect(sent?.body).toEqual({ linkedAccountId: chaseId, direction: 'IN', amount: 123456 });
    expect(sent?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(
      await screen.findByText('$1,234.56 is on its way from Chase ••••1111 into checking. Expected by Nov 12, 2026.'),
    ).toBeTruthy();
    expect((screen.getByLabelText(/Amount/) as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['19.99', 1999],
    ['1.15', 115],
    ['4.35', 435],
    ['5000', 500000],
  ])('sends %s dollars as %d cents, not a float', async (typed, cents) => {
    const user = userEvent.setup();
    const api = apiWith(echoTransfer);
    await renderWithApp(<TransferForm />, { fetch: api.fetch });
    await fillIn(user, typed);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(api.requestsTo(transferRoute)[0]?.body).toMatchObject({ amount: cents }));
  });

  it.each([
    ['0.99', 'The smallest transfer is $1.00'],
    ['5000.01', 'The largest transfer is $5,000.00'],
  ])('refuses %s with the contract rule, sending nothing', async (typed, message) => {
    const user = userEvent.setup();
    const api = apiWith(echoTransfer);
    await renderWithApp(<TransferForm />, { fetch: api.fetch });
    await fillIn(user, typed);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(errorOf(screen.getByLabelText(/Amount/))).toContain(message);
    expect(api.requestsTo(transferRoute)).toHaveLength(0);
  });

  it('refuses a third decimal and a missing account, naming each field', async () => {
    const user = userEvent.setup();
    const api = apiWith(echoTransfer);
    await renderWithApp(<TransferForm />, { fetch: api.fetch });
    const amount = await screen.findByLabelText(/Amount/);
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(errorOf(amount)).toContain('Enter an amount in dollars and cents, like 25.50');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(screen.getByLabelText(/Linked bank account/))).toContain('Choose a linked bank account');
    expect(api.requestsTo(transferRoute)).toHaveLength(0);
  });

  it('explains INSUFFICIENT_FUNDS on the amount, with what is available in checking', async () => {
    const user = userEvent.setup();
    const api = apiWith(() => failure(409, 'INSUFFICIENT_FUNDS', 'Not enough money'));
    await renderWithApp(<TransferForm />, { fetch: api.fetch });
    await fillIn(user, '100', 'Out of checking');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(/Amount/))).toContain(
        'There is not enough money available in checking for this transfer: you have $42.00 available.',
      ),
    );
    expect(api.requestsTo(transferRoute)[0]?.body).toMatchObject({ direction: 'OUT', amount: 10000 });
  });

  it('sends a retry after no answer with the same key, and a new submission with a new key', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const api = apiWith((request) => {
      calls += 1;
      // The first attempt gets no answer at all, as when the connection drops.
      if (calls === 1) throw new TypeError('network down');
      return echoTransfer(request);
    });
    await renderWithApp(<TransferForm />, { fetch: api.fetch });
    await fillIn(user, '25');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText('Check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText(/is on its way/);

    await fillIn(user, '25');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(api.requestsTo(transferRoute)).toHaveLength(3));
    const [first, retry, next] = api.requestsTo(transferRoute).map((request) => request.headers['idempotency-key']);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('refreshes the balance, transactions and transfers after a transfer', async () => {
    const user = userEvent.setup();
    const api = apiWith(echoTransfer);
    const { queryClient } = await renderWithApp(<TransferForm />, { fetch: api.fetch });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await fillIn(user, '25');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText(/is on its way/);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: checkingQueryKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account-summary'] });
  });

  it('offers to link a bank when none is linked', async () => {
    const user = userEvent.setup();
    const onLinkBank = vi.fn();
    const api = createFakeApi({
      'GET /api/user/getAccountSummary': ok({ accounts: summary.accounts.slice(0, 2), totalAvailable: 4200 }),
      'GET /api/checking-account/info': ok(accountInfo()),
    });
    await renderWithApp(<TransferForm onLinkBank={onLinkBank} />, { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Link a bank account' }));
    expect(onLinkBank).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });
});
