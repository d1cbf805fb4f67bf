// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { CloseAccountPage } from './close-account-page';

const accountId = '5b7f0a52-3c1e-4d2b-9a8f-0e1d2c3b4a59';
const account = {
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
};
const preview = {
  accountId,
  kind: 'MANAGED',
  sales: [
    {
      symbol: 'VTI',
      name: 'Vanguard Total Stock Market ETF',
      quantityMicros: 1_234_567,
      estimatedPriceCents: 24_310,
      estimatedProceedsCents: 30_012,
    },
  ],
  waitingOrders: 1,
  cashCents: 5_000,
  estimatedProceedsCents: 30_012,
  estimatedTotalCents: 35_012,
  taxEstimate: {
    lots: [
      {
        orderId: 'o-1',
        acquiredOn: '2026-11-27',
        quantityMicros: 1_234_567,
        costCents: 30_000,
        proceedsCents: 30_012,
        gainCents: 12,
        term: 'SHORT_TERM',
      },
    ],
    shortTermGainCents: 12,
    longTermGainCents: 0,
    note: 'Estimated from the lots sold (first in, first out); not tax advice. Your tax forms are the record.',
  },
  marketOpen: false,
  salesFillAt: '2026-12-02T14:30:00.000Z',
  cashArrivesOn: '2026-12-03',
  checkingOpen: true,
};
const closing = {
  accountId,
  kind: 'MANAGED',
  accountStatus: 'CLOSING',
  closingRequestedAt: '2026-12-01T22:00:00.000Z',
  closedAt: null,
  salesWaiting: 1,
  salesUnsettled: 0,
  cashCents: 5_000,
  returnedCents: null,
  cashArrivesOn: '2026-12-03',
};

describe('CloseAccountPage', () => {
  it('shows what is sold and returned, then closes once on confirmation and follows the closing', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/investment/accounts': ok({ accounts: [account] }),
      [`GET /api/investment/accounts/${accountId}/closing/preview`]: ok(preview),
      [`POST /api/investment/accounts/${accountId}/closing`]: ok(closing),
      [`GET /api/investment/accounts/${accountId}/closing`]: ok(closing),
    });
    await renderWithApp(<CloseAccountPage kind="MANAGED" />, {
      fetch: api.fetch,
      path: '/investment/managed/close-account',
    });

    const sold = await screen.findByRole('list', { name: 'Holdings sold' });
    expect(sold.textContent).toContain('1.234567 shares at about $243.10: about $300.12');
    expect(screen.getByTestId('closing-total').textContent).toBe('$350.12');
    expect(screen.getByTestId('closing-fees').textContent).toBe('$0.00');
    expect(screen.getByTestId('closing-short-term').textContent).toBe('+$0.12');
    expect(screen.getByText(/not tax advice/)).toBeTruthy();
    expect(screen.getByText('An order waiting for the market to open is cancelled.')).toBeTruthy();
    expect(screen.getByText(/when the market opens, Dec 2, 2026, 9:30 AM ET/)).toBeTruthy();
    expect(screen.getByText(/expected in checking by Thu, Dec 3, 2026/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your managed account?' });
    // Keeping the account sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(api.requestsTo(`POST /api/investment/accounts/${accountId}/closing`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Close account' }));
    const again = await screen.findByRole('dialog', { name: 'Close your managed account?' });
    await user.click(within(again).getByRole('button', { name: 'Close account' }));
    expect((await screen.findByTestId('closing-status')).textContent).toBe(
      'Closing: a sale waits for the market to open.',
    );
    const sent = api.requestsTo(`POST /api/investment/accounts/${accountId}/closing`);
    expect(sent.map((request) => request.body)).toEqual([{ confirm: true }]);
    expect(sent[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
