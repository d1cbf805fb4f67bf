// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { DirectDepositPanel } from './direct-deposit-panel';

const details = {
  bankName: 'Tidewater Community Bank',
  routingNumber: '021000021',
  accountNumber: '9876543214321',
  accountType: 'Checking',
  accountHolder: 'Pat Doe',
};

afterEach(() => vi.restoreAllMocks());

describe('DirectDepositPanel', () => {
  it('shows what an employer needs and copies the numbers, saying so', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'GET /api/banking/direct-deposit': ok(details) });
    await renderWithApp(<DirectDepositPanel />, { fetch: api.fetch });
    expect(await screen.findByText('9876543214321')).toBeTruthy();
    expect(screen.getByText('021000021')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy routing number' }));
    expect(await navigator.clipboard.readText()).toBe('021000021');
    expect(screen.getByText('Routing number copied.').getAttribute('role')).toBe('status');
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
    await renderWithApp(<DirectDepositPanel />, { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Download direct deposit form' }));
    expect(await screen.findByText('We could not prepare your form. Please try again.')).toBeTruthy();
  });
});
