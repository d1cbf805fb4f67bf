// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, deferred, type FakeAnswer, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { forgetStepUp, rememberStepUp } from '../api/step-up';
import { accountInfo } from '../test-support/fixtures';
import { AchDetails } from './ach-details';
import { BalanceCard } from './balance-card';

const infoRoute = 'GET /api/checking-account/info';

describe('BalanceCard', () => {
  it('shows available, current and pending amounts formatted from cents', async () => {
    const api = createFakeApi({});
    await renderWithApp(
      <BalanceCard info={accountInfo({ availableBalance: 123456, currentBalance: -5, pendingDeposits: 0 })} />,
      { fetch: api.fetch },
    );
    expect(screen.getByTestId('available-balance').textContent).toBe('$1,234.56');
    expect(screen.getByTestId('current-balance').textContent).toBe('-$0.05');
    expect(screen.getByTestId('pending-deposits').textContent).toBe('$0.00');
    expect(screen.getByText('Available balance').tagName).toBe('DT');
  });
});

describe('AchDetails', () => {
  afterEach(() => {
    vi.useRealTimers();
    forgetStepUp();
  });

  it('masks the account number; Show opens a dialog that reveals it when no check is due, then hides it after a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const answer = deferred<FakeAnswer>();
    const api = createFakeApi({ [infoRoute]: () => answer.promise });
    // A check passed a moment ago on this page: none is due.
    rememberStepUp(300);
    await renderWithApp(<AchDetails info={accountInfo()} />, { fetch: api.fetch });

    expect(screen.getByText('021000021')).toBeTruthy();
    expect(screen.getByTestId('account-number').textContent).toBe('••••4321');
    expect(api.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Show account number' }));
    await waitFor(() => expect(api.requestsTo(infoRoute)).toHaveLength(1));
    expect(api.requests[0]?.query).toEqual({ revealAccountNumber: 'true' });
    // The button that opened it stays disabled while its dialog is open.
    expect(screen.getByRole('button', { name: 'Show account number', hidden: true })).toHaveProperty('disabled', true);

    answer.resolve(
      ok(accountInfo({ achInformation: { ...accountInfo().achInformation, accountNumber: '9876543214321' } })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your account number' });
    await within(dialog).findByText('9876543214321');
    await user.click(within(dialog).getByRole('button', { name: 'Copy account number' }));
    expect(within(dialog).getByText('Account number copied.').getAttribute('role')).toBe('status');

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await within(dialog).findByText('Hidden again for your security.');
    expect(screen.queryByText('9876543214321')).toBeNull();
    expect(screen.getByTestId('account-number').textContent).toBe('••••4321');
  });

  it('asks for a texted code when the member chooses it, then shows the number', async () => {
    const user = userEvent.setup();
    let passed = false;
    const api = createFakeApi({
      [infoRoute]: () =>
        passed
          ? ok(accountInfo({ achInformation: { ...accountInfo().achInformation, accountNumber: '55554321' } }))
          : failure(403, 'STEP_UP_REQUIRED', 'Confirm it is you'),
      'POST /api/security/step-up/code': ok({
        sessionId: 'code-1',
        codeLength: 6,
        sentTo: '(•••) •••-0142',
        expiresInSeconds: 600,
      }),
      'POST /api/security/step-up': () => {
        passed = true;
        return ok({ grantedUntil: '2026-11-26T12:05:00.000Z', windowSeconds: 300 });
      },
    });
    await renderWithApp(<AchDetails info={accountInfo()} />, { fetch: api.fetch });
    await user.click(screen.getByRole('button', { name: 'Show account number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your account number' });
    await user.click(await within(dialog).findByRole('button', { name: 'Text me a code instead' }));
    await within(dialog).findByText(/Enter the code we texted to \(•••\) •••-0142/);
    await user.keyboard('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByText('55554321');
    expect(api.requestsTo('POST /api/security/step-up')[0]?.body).toEqual({
      method: 'code',
      sessionId: 'code-1',
      code: '123456',
    });
  });

  it('says so when the number cannot be shown, and offers to try again', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ [infoRoute]: failure(500, 'INTERNAL_ERROR', 'Down') });
    rememberStepUp(300);
    await renderWithApp(<AchDetails info={accountInfo()} />, { fetch: api.fetch });
    await user.click(screen.getByRole('button', { name: 'Show account number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your account number' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('We could not show these details');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.requestsTo(infoRoute)).toHaveLength(2));
  });
});
