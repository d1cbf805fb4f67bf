// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, deferred, type FakeAnswer, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { checkingQueryKeys } from '../api/checking-query-keys';
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
  it('masks the account number until asked, fetches it revealed, and forgets it on Hide', async () => {
    const user = userEvent.setup();
    const answer = deferred<FakeAnswer>();
    const api = createFakeApi({
      [infoRoute]: () => answer.promise,
    });
    const { queryClient } = await renderWithApp(<AchDetails info={accountInfo()} />, { fetch: api.fetch });

    expect(screen.getByText('021000021')).toBeTruthy();
    expect(screen.getByTestId('account-number').textContent).toBe('••••4321');
    expect(api.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Show account number' }));
    await waitFor(() => expect(api.requestsTo(infoRoute)).toHaveLength(1));
    expect(api.requests[0]?.query).toEqual({ revealAccountNumber: 'true' });
    expect(screen.getByTestId('account-number').textContent).toBe('••••4321');

    answer.resolve(
      ok(accountInfo({ achInformation: { ...accountInfo().achInformation, accountNumber: '9876543214321' } })),
    );
    await waitFor(() => expect(screen.getByTestId('account-number').textContent).toBe('9876543214321'));
    expect(screen.getByRole('status').textContent).toBe('Account number shown.');

    await user.click(screen.getByRole('button', { name: 'Hide account number' }));
    expect(screen.getByTestId('account-number').textContent).toBe('••••4321');
    expect(screen.queryByText('9876543214321')).toBeNull();
    expect(queryClient.getQueryData(checkingQueryKeys.revealedInfo())).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Show account number' })).toBeTruthy();
  });

  it('fetches the number afresh each time it is shown', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [infoRoute]: ok(accountInfo({ achInformation: { ...accountInfo().achInformation, accountNumber: '55554321' } })),
    });
    await renderWithApp(<AchDetails info={accountInfo()} />, { fetch: api.fetch });
    await user.click(screen.getByRole('button', { name: 'Show account number' }));
    await screen.findByText('55554321');
    await user.click(screen.getByRole('button', { name: 'Hide account number' }));
    await user.click(screen.getByRole('button', { name: 'Show account number' }));
    await screen.findByText('55554321');
    expect(api.requestsTo(infoRoute)).toHaveLength(2);
  });

  it('says so when the number cannot be shown, keeps it masked, and offers to try again', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ [infoRoute]: failure(500, 'INTERNAL_ERROR', 'Down') });
    await renderWithApp(<AchDetails info={accountInfo()} />, { fetch: api.fetch });
    await user.click(screen.getByRole('button', { name: 'Show account number' }));
    const status = await screen.findByText('We could not show your account number. Please try again.');
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.getByTestId('account-number').textContent).toBe('••••4321');
    await user.click(screen.getByRole('button', { name: 'Show account number' }));
    await waitFor(() => expect(api.requestsTo(infoRoute)).toHaveLength(2));
  });
});
