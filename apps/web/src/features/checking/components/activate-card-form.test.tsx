// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { forgetStepUp } from '../api/step-up';
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

afterEach(() => forgetStepUp());

describe('ActivateCardForm', () => {
  it('checks the fields with the contract rules before sending anything', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ [activateRoute]: ok(debitCard()) });
    await renderWithApp(<ActivateCardForm />, { fetch: api.fetch });

    await user.type(screen.getByLabelText(/Expiry date/), '13');
    await user.type(screen.getByLabelText(/Security code/), '12');
    await user.click(screen.getByRole('button', { name: 'Activate card' }));

    const expiry = screen.getByLabelText(/Expiry date/);
    const cvv = screen.getByLabelText(/Security code/);
    expect(cvv.getAttribute('aria-invalid')).toBe('true');
    expect(describedErrors(cvv)).toContain('Enter the 3-digit security code');
    expect(describedErrors(expiry)).toContain('Enter the expiry as MM/YY');
    expect(api.requests).toHaveLength(0);
  });

  it('keeps digits only and shapes the expiry as MM/YY while typing', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({});
    await renderWithApp(<ActivateCardForm />, { fetch: api.fetch });
    await user.type(screen.getByLabelText(/Security code/), '9a8-765');
    await user.type(screen.getByLabelText(/Expiry date/), '1130999');
    expect((screen.getByLabelText(/Security code/) as HTMLInputElement).value).toBe('987');
    expect((screen.getByLabelText(/Expiry date/) as HTMLInputElement).value).toBe('11/30');
  });

  it('sends the expiry and security code, and shows a mismatch as an alert without blaming one field', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [activateRoute]: failure(
        422,
        'VALIDATION_FAILED',
        'The expiry date and security code do not match your card. 4 tries left.',
      ),
    });
    const onActivated = vi.fn();
    await renderWithApp(<ActivateCardForm onActivated={onActivated} />, { fetch: api.fetch });
    await user.type(screen.getByLabelText(/Expiry date/), '1229');
    await user.type(screen.getByLabelText(/Security code/), '123');
    await user.click(screen.getByRole('button', { name: 'Activate card' }));

    expect((await screen.findByRole('alert')).textContent).toContain('4 tries left');
    expect(api.requests[0]?.body).toEqual({ expiry: '12/29', cvv: '123' });
    expect(screen.getByLabelText(/Security code/).getAttribute('aria-invalid')).not.toBe('true');
    expect(onActivated).not.toHaveBeenCalled();
  });

  it("shows the server's field errors under the inputs they belong to", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [activateRoute]: failure(400, 'VALIDATION_FAILED', 'Check the highlighted fields', {
        cvv: 'Enter the 3-digit security code',
      }),
    });
    await renderWithApp(<ActivateCardForm />, { fetch: api.fetch });
    await user.type(screen.getByLabelText(/Expiry date/), '1130');
    await user.type(screen.getByLabelText(/Security code/), '123');
    await user.click(screen.getByRole('button', { name: 'Activate card' }));
    await waitFor(() =>
      expect(describedErrors(screen.getByLabelText(/Security code/))).toContain('Enter the 3-digit security code'),
    );
  });
});

describe('DebitCardPanel', () => {
  it('activates an inactive card and announces it, then offers the lock', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/banking/card': ok(debitCard({ status: 'INACTIVE', expiry: null })),
      [activateRoute]: ok(debitCard({ status: 'ACTIVE' })),
    });
    await renderWithApp(<DebitCardPanel />, { fetch: api.fetch });
    expect((await screen.findByTestId('card-status')).textContent).toBe('Not activated');
    expect(screen.getByTestId('card-number').textContent).toBe('••••9876');
    // Activation asks for the expiry, so it is not shown before.
    expect(screen.getByTestId('card-expiry').textContent).toBe('••/••');

    await user.type(screen.getByLabelText(/Expiry date/), '1130');
    await user.type(screen.getByLabelText(/Security code/), '321');
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

  it('shows the whole number and security code in a dialog after the password, with copy buttons', async () => {
    const user = userEvent.setup();
    let passed = false;
    const api = createFakeApi({
      'GET /api/banking/card': (request) => {
        if (request.query.reveal !== 'true') return ok(debitCard());
        return passed
          ? ok(debitCard({ number: '4000123412349876', cvv: '321' }))
          : failure(403, 'STEP_UP_REQUIRED', 'Confirm it is you');
      },
      'POST /api/security/step-up': (request) => {
        passed = (request.body as { password: string }).password === 'right password';
        return passed
          ? ok({ grantedUntil: '2026-11-26T12:05:00.000Z', windowSeconds: 300 })
          : failure(422, 'VALIDATION_FAILED', 'Wrong', { password: 'That password is not right. 4 tries left.' });
      },
    });
    await renderWithApp(<DebitCardPanel />, { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Show card details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your card details' });
    const password = await within(dialog).findByLabelText(/Password/);
    await waitFor(() => expect(document.activeElement).toBe(password));
    // The password comes first: no request the server would refuse (and the browser log) before it.
    expect(api.requestsTo('GET /api/banking/card').filter((r) => r.query.reveal === 'true')).toHaveLength(0);
    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(describedErrors(password)).toContain('4 tries left'));

    await user.clear(password);
    await user.type(password, 'right password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByTestId('card-number').textContent).toBe('4000 1234 1234 9876'));
    expect(within(dialog).getByTestId('card-cvv').textContent).toBe('321');
    await user.click(within(dialog).getByRole('button', { name: 'Copy card number' }));
    expect(await navigator.clipboard.readText()).toBe('4000123412349876');
    expect(api.requestsTo('GET /api/banking/card').filter((r) => r.query.reveal === 'true')).toHaveLength(1);

    // Outside the dialog only the last four ever show.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('card-number').textContent).toBe('••••9876');
    expect(screen.queryByText('4000 1234 1234 9876')).toBeNull();
  });
});
