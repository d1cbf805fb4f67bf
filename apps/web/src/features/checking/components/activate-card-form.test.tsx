// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { debitCard } from '../test-support/fixtures';
import { ActivateCardForm } from './activate-card-form';
import { DebitCardPanel } from './debit-card-panel';

const activateRoute = 'POST /api/banking/card/activate';

/** The input's error text, found the way assistive technology finds it: through aria-describedby. */
function describedErrors(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('ActivateCardForm', () => {
  it('checks the fields with the contract rules before sending anything', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ [activateRoute]: ok(debitCard()) });
    await renderWithApp(<ActivateCardForm />, { fetch: api.fetch });

    await user.type(screen.getByLabelText(/Last 4 digits/), '12');
    await user.type(screen.getByLabelText(/Expiry date/), '13');
    await user.click(screen.getByRole('button', { name: 'Activate card' }));

    const last4 = screen.getByLabelText(/Last 4 digits/);
    const expiry = screen.getByLabelText(/Expiry date/);
    expect(last4.getAttribute('aria-invalid')).toBe('true');
    expect(describedErrors(last4)).toContain('Enter the last 4 digits of your card');
    expect(describedErrors(expiry)).toContain('Enter the expiry as MM/YY');
    expect(api.requests).toHaveLength(0);
  });

  it('keeps digits only and shapes the expiry as MM/YY while typing', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({});
    await renderWithApp(<ActivateCardForm />, { fetch: api.fetch });
    await user.type(screen.getByLabelText(/Last 4 digits/), '9a8-765');
    await user.type(screen.getByLabelText(/Expiry date/), '1130999');
    expect((screen.getByLabelText(/Last 4 digits/) as HTMLInputElement).value).toBe('9876');
    expect((screen.getByLabelText(/Expiry date/) as HTMLInputElement).value).toBe('11/30');
  });

  it("shows the server's field errors under the inputs they belong to", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [activateRoute]: failure(422, 'VALIDATION_FAILED', 'Check the highlighted fields', {
        last4: 'These are not the last 4 digits of your card',
        expiry: 'This is not the expiry date of your card',
      }),
    });
    const onActivated = vi.fn();
    await renderWithApp(<ActivateCardForm onActivated={onActivated} />, { fetch: api.fetch });
    await user.type(screen.getByLabelText(/Last 4 digits/), '1111');
    await user.type(screen.getByLabelText(/Expiry date/), '1229');
    await user.click(screen.getByRole('button', { name: 'Activate card' }));

    await waitFor(() =>
      expect(describedErrors(screen.getByLabelText(/Last 4 digits/))).toContain(
        'These are not the last 4 digits of your card',
      ),
    );
    expect(describedErrors(screen.getByLabelText(/Expiry date/))).toContain('This is not the expiry date of your card');
    expect(api.requests[0]?.body).toEqual({ last4: '1111', expiry: '12/29' });
    expect(onActivated).not.toHaveBeenCalled();
  });

  it('shows a refusal without fields as an alert for the whole form', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [activateRoute]: failure(409, 'CARD_ALREADY_ACTIVE', 'This card is already active.'),
    });
    await renderWithApp(<ActivateCardForm />, { fetch: api.fetch });
    await user.type(screen.getByLabelText(/Last 4 digits/), '9876');
    await user.type(screen.getByLabelText(/Expiry date/), '1130');
    await user.click(screen.getByRole('button', { name: 'Activate card' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This card is already active.');
  });
});

describe('DebitCardPanel', () => {
  it('activates an inactive card and announces it, then offers the lock', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/banking/card': ok(debitCard({ status: 'INACTIVE' })),
      [activateRoute]: ok(debitCard({ status: 'ACTIVE' })),
    });
    await renderWithApp(<DebitCardPanel />, { fetch: api.fetch });
    expect((await screen.findByTestId('card-status')).textContent).toBe('Not activated');
    expect(screen.getByTestId('card-number').textContent).toBe('•••• 9876');
    expect(screen.getByTestId('card-expiry').textContent).toBe('11/30');

    await user.type(screen.getByLabelText(/Last 4 digits/), '9876');
    await user.type(screen.getByLabelText(/Expiry date/), '1130');
    await user.click(screen.getByRole('button', { name: 'Activate card' }));

    await waitFor(() => expect(screen.getByTestId('card-status').textContent).toBe('Active'));
    expect(screen.getByText('Your card is active. You can use it now.').getAttribute('role')).toBe('status');
    expect(screen.getByRole('switch', { name: /Lock card/ })).toBeTruthy();
  });

  it('locks the card and announces the new state', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/banking/card': ok(debitCard()),
      'POST /api/banking/card/lock': (request) =>
        ok(debitCard({ locked: (request.body as { locked: boolean }).locked })),
    });
    await renderWithApp(<DebitCardPanel />, { fetch: api.fetch });
    await user.click(await screen.findByRole('switch', { name: /Lock card/ }));

    await screen.findByText('Your card is locked. Purchases with it will be declined until you unlock it.');
    expect(api.requestsTo('POST /api/banking/card/lock')[0]?.body).toEqual({ locked: true });
    expect((screen.getByRole('switch', { name: /Lock card/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('card-status').textContent).toBe('Locked');

    await user.click(screen.getByRole('switch', { name: /Lock card/ }));
    await screen.findByText('Your card is unlocked and ready to use.');
    expect(screen.getByTestId('card-status').textContent).toBe('Active');
  });

  it('shows the whole number and security code on request, and hides them again', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/banking/card': (request) =>
        ok(request.query.reveal === 'true' ? debitCard({ number: '4000123412349876', cvv: '321' }) : debitCard()),
    });
    await renderWithApp(<DebitCardPanel />, { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Show card details' }));
    await waitFor(() => expect(screen.getByTestId('card-number').textContent).toBe('4000 1234 1234 9876'));
    expect(screen.getByTestId('card-cvv').textContent).toBe('321');

    await user.click(screen.getByRole('button', { name: 'Hide card details' }));
    expect(screen.getByTestId('card-number').textContent).toBe('•••• 9876');
    expect(screen.queryByTestId('card-cvv')).toBeNull();
  });
});
