// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, deferred, type FakeAnswer, failure, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { TradeTicketDialog } from './trade-ticket-dialog';

const accountId = '5b7f0a52-3c1e-4d2b-9a8f-0e1d2c3b4a59';
const previewPath = `POST /api/investment/accounts/${accountId}/orders/preview`;
const ordersPath = `POST /api/investment/accounts/${accountId}/orders`;

const preview = {
  symbol: 'VTI',
  side: 'BUY',
  marketOpen: false,
  estimatedPriceCents: 25_000,
  estimatedQuantityMicros: 100_000,
  estimatedAmountCents: 2_500,
  holdCents: 2_500,
  fillsAt: '2026-03-02T14:30:00.000Z',
  availableCashCents: 50_000,
  sellableMicros: 0,
};

const waitingOrder = {
  orderId: 'o-1',
  symbol: 'VTI',
  side: 'BUY',
  sizing: 'AMOUNT',
  requestedCents: 2_500,
  requestedMicros: null,
  status: 'WAITING',
  estimatedPriceCents: 25_000,
  holdCents: 2_500,
  placedAt: '2026-03-01T20:00:00.000Z',
  fillsAt: '2026-03-02T14:30:00.000Z',
  filledAt: null,
  tradeDate: null,
  fillPriceCents: null,
  filledMicros: null,
  amountCents: null,
  settlesOn: null,
  settled: false,
  rejectionReason: null,
};

const tooMuch = 'This order would cost more than the cash available to invest. Try a smaller order or add cash.';

function renderTicket(api: ReturnType<typeof createFakeApi>) {
  return renderWithApp(
    <TradeTicketDialog accountId={accountId} symbol="VTI" side="BUY" opened sellableMicros={0} onClose={() => {}} />,
    { fetch: api.fetch, path: '/investment/asset' },
  );
}

describe('TradeTicketDialog', () => {
  it('shows the estimate and when a closed market fills it before placing, then a plain status', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ [previewPath]: ok(preview), [ordersPath]: ok(waitingOrder) });
    await renderTicket(api);
    const dialog = await screen.findByRole('dialog', { name: 'Buy VTI' });
    await user.type(within(dialog).getByLabelText(/Amount/), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Review order' }));

    expect((await within(dialog).findByTestId('ticket-estimated-cost')).textContent).toBe('$25.00');
    expect(within(dialog).getByTestId('ticket-timing').textContent).toContain(
      'The market is closed. This order waits and fills at the next open, Mar 2, 2026, 9:30 AM ET',
    );
    // Nothing is placed until the member confirms.
    expect(api.requestsTo(ordersPath)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Place buy order' }));
    expect((await within(dialog).findByTestId('ticket-confirmation')).textContent).toBe(
      'Order received, waiting for the market to open: it fills at Mar 2, 2026, 9:30 AM ET. $25.00 of your cash is held for it.',
    );
    const [placed] = api.requestsTo(ordersPath);
    expect(placed?.body).toEqual({ symbol: 'VTI', side: 'BUY', amountCents: 2_500 });
    expect(placed?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a refusal for more than the cash under the amount, from the preview or the order', async () => {
    const user = userEvent.setup();
    let previews = 0;
    const api = createFakeApi({
      // The first preview refuses; the second passes, and the order then meets a race for the cash.
      [previewPath]: () => {
        previews += 1;
        return previews === 1
          ? failure(422, 'INSUFFICIENT_FUNDS', 'Not enough cash', { amountCents: tooMuch })
          : ok(preview);
      },
      [ordersPath]: failure(422, 'INSUFFICIENT_FUNDS', 'Not enough cash', { amountCents: tooMuch }),
    });
    await renderTicket(api);
    const dialog = await screen.findByRole('dialog', { name: 'Buy VTI' });
    const amount = within(dialog).getByLabelText(/Amount/);
    await user.type(amount, '600');
    await user.click(within(dialog).getByRole('button', { name: 'Review order' }));
    expect(await within(dialog).findByText(tooMuch)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Review order' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Place buy order' }));
    // Back at the first step, the message under the amount it names.
    expect(await within(dialog).findByText(tooMuch)).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Amount/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('refuses an amount under $1.00 before asking the server', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ [previewPath]: ok(preview) });
    await renderTicket(api);
    const dialog = await screen.findByRole('dialog', { name: 'Buy VTI' });
    await user.type(within(dialog).getByLabelText(/Amount/), '0.50');
    await user.click(within(dialog).getByRole('button', { name: 'Review order' }));
    expect(await within(dialog).findByText('Buy at least $1.00')).toBeTruthy();
    expect(api.requestsTo(previewPath)).toHaveLength(0);
  });

  it('places one order for a double click on "Place buy order", before the button shows busy', async () => {
    const user = userEvent.setup();
    const placed = deferred<FakeAnswer>();
    const api = createFakeApi({ [previewPath]: ok(preview), [ordersPath]: () => placed.promise });
    await renderTicket(api);
    const dialog = await screen.findByRole('dialog', { name: 'Buy VTI' });
    await user.type(within(dialog).getByLabelText(/Amount/), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Review order' }));
    const place = await within(dialog).findByRole('button', { name: 'Place buy order' });

    fireEvent.click(place);
    fireEvent.click(place);
    await waitFor(() => expect(api.requestsTo(ordersPath)).toHaveLength(1));
    placed.resolve(ok(waitingOrder));
    expect(await within(dialog).findByTestId('ticket-confirmation')).toBeTruthy();
    expect(api.requestsTo(ordersPath)).toHaveLength(1);
  });

  it('asks for one estimate for a double click on "Review order", before the button shows busy', async () => {
    const user = userEvent.setup();
    const estimated = deferred<FakeAnswer>();
    const api = createFakeApi({ [previewPath]: () => estimated.promise, [ordersPath]: ok(waitingOrder) });
    await renderTicket(api);
    const dialog = await screen.findByRole('dialog', { name: 'Buy VTI' });
    await user.type(within(dialog).getByLabelText(/Amount/), '25');
    const form = within(dialog).getByRole('form', { name: 'Buy VTI' });

    // In the browser the second click lands before the button shows busy; here the test renders
    // between events, so the second submission goes to the form itself, as that click's does.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requestsTo(previewPath)).toHaveLength(1);
    estimated.resolve(ok(preview));
    expect(await within(dialog).findByRole('button', { name: 'Place buy order' })).toBeTruthy();
    expect(api.requestsTo(previewPath)).toHaveLength(1);
  });
});
