// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Snackbar } from '../../../ui/snackbar/snackbar';
import { hideSnackbar, useSnackbarStore } from '../../../ui/snackbar/snackbar-store';
import { aLinkedBank, bankId } from '../../../ui/test-support/bank-fixtures';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { linkedBanksQueryOptions } from '../api/linked-banks';
import { useBankStore } from '../store';
import { apiFailure, type FakeHandler, fakeApi } from '../test-support/fake-api';
import { renderBankUi } from '../test-support/render-bank-ui';
import { RemoveBankButton } from './remove-bank-button';

const removeRoute = 'POST /api/bank/linking/remove';
const remaining = aLinkedBank({ id: '9d7a2c4e-1b3f-4e5a-8c6d-0f1e2d3c4b5a', source: 'FINICITY' });

function renderButton(handler: FakeHandler) {
  const api = fakeApi({ [removeRoute]: handler });
  vi.stubGlobal('fetch', api.fetch);
  const view = renderBankUi(
    <>
      <RemoveBankButton bank={{ id: bankId, source: 'PLAID', institutionName: 'Chase' }} />
      <Snackbar />
    </>,
  );
  return { api, ...view };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  useBankStore.getState().reset();
  useSnackbarStore.setState({ snackbar: null, opened: false });
});

afterEach(() => {
  act(() => hideSnackbar());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function confirmRemoval() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Remove Chase' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove Chase?' });
  await expectNoAxeViolations();
  await user.click(within(dialog).getByRole('button', { name: 'Remove bank' }));
}

describe('RemoveBankButton', () => {
  it("shows 'Unable to remove your account. Please try again.' for 3000 ms when removal fails", async () => {
    const { api } = renderButton(() => apiFailure(503, 'SERVICE_UNAVAILABLE', 'The provider is not answering.'));
    useBankStore.getState().setBanks([aLinkedBank()]);
    let shownAt = Number.NaN;
    const stopWatching = useSnackbarStore.subscribe((state, previous) => {
      if (state.opened && !previous.opened) shownAt = Date.now();
    });
    await confirmRemoval();

    await waitFor(() => expect(screen.getByText('Unable to remove your account. Please try again.')).toBeTruthy());
    expect(api.to(removeRoute).map((request) => request.body)).toEqual([{ bankId, source: 'PLAID' }]);
    expect(useSnackbarStore.getState().snackbar?.options).toMatchObject({ autoHideDuration: 3000 });
    // Nothing changed: the bank is still listed.
    expect(useBankStore.getState().banks).toEqual([aLinkedBank()]);
    expect(screen.queryByRole('dialog')).toBeNull();
    stopWatching();

    // All in one synchronous run, so the clock moves only when the test moves it.
    const shownFor = Date.now() - shownAt;
    act(() => vi.advanceTimersByTime(2999 - shownFor));
    expect(screen.queryByText('Unable to remove your account. Please try again.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Unable to remove your account. Please try again.')).toBeNull();
  });

  it('refreshes the bank list from the banks the call answers', async () => {
    const { queryClient } = renderButton(() => ({ data: { banks: [remaining] } }));
    useBankStore.getState().setBanks([aLinkedBank(), remaining]);
    queryClient.setQueryData(linkedBanksQueryOptions().queryKey, { banks: [aLinkedBank(), remaining] });
    await confirmRemoval();

    await waitFor(() => expect(useBankStore.getState().banks).toEqual([remaining]));
    expect(queryClient.getQueryData(linkedBanksQueryOptions().queryKey)).toEqual({ banks: [remaining] });
    expect(screen.getByText('Chase was removed.')).toBeTruthy();
    expect(screen.queryByText('Unable to remove your account. Please try again.')).toBeNull();
  });

  it('removes nothing when the member keeps the bank', async () => {
    const { api } = renderButton(() => ({ data: { banks: [] } }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const remove = screen.getByRole('button', { name: 'Remove Chase' });
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Keep bank' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The keyboard is back where it was before the dialog opened.
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(api.requests).toHaveLength(0);
  });
});
