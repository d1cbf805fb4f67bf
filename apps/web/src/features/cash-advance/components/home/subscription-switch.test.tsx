// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDialogStore } from '../../../../ui/dialogs/dialog-store';
import {
  anInfo,
  anOutstandingAdvance,
  underwritingTransactionId,
} from '../../../../ui/test-support/cash-advance-fixtures';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { ok } from '../../../../ui/test-support/fake-api';
import { cashAdvanceApi, renderCashAdvance, routes } from '../../test-support/render-cash-advance';
import { SubscriptionSwitch } from './subscription-switch';

const owing = anInfo({
  payableAmount: 10799,
  nextRepayment: { dueOn: '2026-11-24', amount: 10799, methodLabel: 'Chase •1111' },
});

describe('SubscriptionSwitch', () => {
  it('turns Cash Advance off in one click, then says what is still owed and stays scheduled', async () => {
    const user = userEvent.setup();
    const api = cashAdvanceApi({
      [routes.cancel]: ok({ accountStatus: 'CANCELLED', cancelledOn: '2026-11-10', stillOwed: 10799 }),
    });
    await renderCashAdvance(<SubscriptionSwitch info={owing} />, { api });
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Turn off Cash Advance' }));
    expect(
      await screen.findByText(
        /You still owe \$107\.99\. It stays scheduled and is collected on Tue, Nov 24, 2026, and you can repay early/,
      ),
    ).toBeTruthy();
    // No confirmation step: one request, no dialog.
    expect(api.requestsTo(routes.cancel)).toHaveLength(1);
    expect(api.requestsTo(routes.cancel)[0]?.headers['idempotency-key']).toBeTruthy();
    expect(useDialogStore.getState().dialog).toBeNull();
    expect(screen.getByRole('heading', { name: 'Cash Advance is off' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn Cash Advance back on' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('describes a split repayment part by part, each with its own date, once it is off', async () => {
    const user = userEvent.setup();
    const split = anOutstandingAdvance({
      outstanding: 10000,
      scheduledRepayments: [
        { id: 'scheduled-2', dueOn: '2026-12-15', amount: 6000, status: 'SCHEDULED', collected: 0 },
        { id: 'scheduled-3', dueOn: '2026-12-22', amount: 4000, status: 'SCHEDULED', collected: 0 },
      ],
    });
    const api = cashAdvanceApi({
      [routes.outstanding]: ok({ advances: [split], totalOutstanding: 10000 }),
      [routes.cancel]: ok({ accountStatus: 'CANCELLED', cancelledOn: '2026-12-04', stillOwed: 10000 }),
    });
    const info = anInfo({
      payableAmount: 10000,
      nextRepayment: { dueOn: '2026-12-15', amount: 6000, methodLabel: 'Chase •1111' },
    });
    await renderCashAdvance(<SubscriptionSwitch info={info} />, { api });
    await waitFor(() => expect(api.requestsTo(routes.outstanding)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Turn off Cash Advance' }));
    expect(
      await screen.findByText(
        'Done: Cash Advance is off. You cannot take new advances. You still owe $100.00. It stays scheduled in 2 parts, $60.00 on Tue, Dec 15, 2026 and $40.00 on Tue, Dec 22, 2026, and you can repay early at any time.',
      ),
    ).toBeTruthy();
  });

  it('sends one request for a double click on "Turn off Cash Advance"', async () => {
    const api = cashAdvanceApi({
      [routes.cancel]: ok({ accountStatus: 'CANCELLED', cancelledOn: '2026-11-10', stillOwed: 10799 }),
    });
    await renderCashAdvance(<SubscriptionSwitch info={owing} />, { api });
    const button = screen.getByRole('button', { name: 'Turn off Cash Advance' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Cash Advance is off' })).toBeTruthy();
    expect(api.requestsTo(routes.cancel)).toHaveLength(1);
  });

  it('turns it back on with the latest underwriting', async () => {
    const user = userEvent.setup();
    const api = cashAdvanceApi({
      [routes.subscribe]: ok({ status: 'ADDON_SUCCESS', code: 200, accountStatus: 'ACTIVE' }),
    });
    await renderCashAdvance(<SubscriptionSwitch info={{ ...owing, accountStatus: 'CANCELLED' }} />, { api });
    expect(screen.getByText(/You cannot take new advances\. You still owe \$107\.99/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Turn Cash Advance back on' }));
    await waitFor(() => expect(api.requestsTo(routes.subscribe)).toHaveLength(1));
    expect(api.requestsTo(routes.subscribe)[0]?.body).toEqual({ underwritingTransactionId });
    expect(await screen.findByText('Cash Advance is on again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off Cash Advance' })).toBeTruthy();
  });
});
