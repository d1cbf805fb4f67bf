// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { forgetStepUp, rememberStepUp } from '../api/step-up';
import { DirectDepositPanel } from './direct-deposit-panel';

const details = {
  bankName: 'Tidewater Community Bank',
  routingNumber: '021000021',
  accountNumber: '••••4321',
  accountNumberLast4: '4321',
  accountType: 'Checking',
  accountHolder: 'Pat Doe',
};

afterEach(() => {
  vi.restoreAllMocks();
  forgetStepUp();
});

describe('DirectDepositPanel', () => {
  it('shows what an employer needs with the account number masked, and copies the routing number', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'GET /api/banking/direct-deposit': ok(details) });
    await renderWithApp(<DirectDepositPanel />, { fetch: api.fetch });
    expect((await screen.findByTestId('direct-deposit-account-number')).textContent).toBe('••••4321');
    expect(screen.getByText('021000021')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy routing number' }));
    expect(await navigator.clipboard.readText()).toBe('021000021');
    expect(screen.getByText('Routing number copied.').getAttribute('role')).toBe('status');
  });

  it('reveals the whole account number in a dialog after the password, with a copy button', async () => {
    const user = userEvent.setup();
    let passed = false;
    const api = createFakeApi({
      'GET /api/banking/direct-deposit': (request) => {
        if (request.query.reveal !== 'true') return ok(details);
        return passed ? ok({ ...details, accountNumber: '9876543214321' }) : failure(403, 'STEP_UP_REQUIRED', 'No');
      },
      'POST /api/security/step-up': () => {
        passed = true;
        return ok({ grantedUntil: '2026-11-26T12:05:00.000Z', windowSeconds: 300 });
      },
    });
    await renderWithApp(<DirectDepositPanel />, { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Show account number for direct deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your account number for direct deposit' });
    const password = await within(dialog).findByLabelText(/Password/);
    expect(api.requestsTo('GET /api/banking/direct-deposit').filter((r) => r.query.reveal === 'true')).toHaveLength(0);
    await user.type(password, 'the password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByText('9876543214321');
    await user.click(within(dialog).getByRole('button', { name: 'Copy account number' }));
    expect(await navigator.clipboard.readText()).toBe('9876543214321');
    expect(api.requestsTo('POST /api/security/step-up')[0]?.body).toEqual({
      method: 'password',
      password: 'the password',
    });
  });

  it('asks for the password before the form, sending nothing the server would refuse first', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/banking/direct-deposit': ok(details),
      'GET /api/banking/direct-deposit/form': failure(403, 'STEP_UP_REQUIRED', 'Confirm it is you'),
    });
    await renderWithApp(<DirectDepositPanel />, { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Download direct deposit form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Direct deposit form' });
    const password = await within(dialog).findByLabelText(/Password/);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(api.requestsTo('GET /api/banking/direct-deposit/form')).toHaveLength(0);
  });

  it('downloads the pre-filled form as a PDF', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/banking/direct-deposit': ok(details),
      'GET /api/banking/direct-deposit/form': ok({
        document: { data: btoa('%PDF-1.4 form'), contentType: 'application/pdf' },
      }),
    });
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:http://localhost/form';
    });
    URL.revokeObjectURL = vi.fn();
    rememberStepUp(300);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('direct-deposit-form.pdf');
      expect(this.href).toBe('blob:http://localhost/form');
    });
    await renderWithApp(<DirectDepositPanel />, { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Download direct deposit form' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(saved?.type).toBe('application/pdf');
    expect(await saved?.text()).toBe('%PDF-1.4 form');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/form'));
  });

  it('says when the form cannot be prepared', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/banking/direct-deposit': ok(details),
      'GET /api/banking/direct-deposit/form': failure(500, 'INTERNAL_ERROR', 'Down'),
    });
    rememberStepUp(300);
    await renderWithApp(<DirectDepositPanel />, { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Download direct deposit form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Direct deposit form' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('We could not show these details');
  });
});
