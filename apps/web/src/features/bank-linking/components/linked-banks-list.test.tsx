// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../../ui/snackbar/snackbar-store';
import { aLinkedBank, aLinkSession, anInstitution, bankId } from '../../../ui/test-support/bank-fixtures';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { useBankStore } from '../store';
import { apiFailure, type FakeAnswer, fakeApi } from '../test-support/fake-api';
import { fakeProvider } from '../test-support/fake-provider';
import { renderBankUi } from '../test-support/render-bank-ui';
import { LinkedBanksList } from './linked-banks-list';

const listRoute = 'GET /api/bank/accounts';

const navyFederal = aLinkedBank({
  id: '5c1e0d2b-7a4f-4b8e-9c3d-2e1f0a9b8c7d',
  source: 'FINICITY',
  status: 'PENDING',
  institution: {
    id: 'ins_navy_federal',
    name: 'Navy Federal Credit Union',
    initials: 'NFC',
    color: '#003366',
    logoUrl: null,
  },
  accounts: [
    {
      id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
      name: 'Share Savings',
      type: 'SAVINGS',
      mask: '0042',
      currentBalance: -2_505,
      availableBalance: 0,
      balanceAsOf: '2030-01-01T00:00:00.000Z',
    },
  ],
});
const removed = aLinkedBank({
  id: '7e6d5c4b-3a29-4187-a6b5-c4d3e2f1a0b9',
  status: 'REMOVED',
  institution: { id: 'ins_ally', name: 'Ally Bank', initials: 'A', color: '#650360', logoUrl: null },
});

function serve(answer: () => FakeAnswer) {
  const api = fakeApi({
    [listRoute]: answer,
    'POST /api/bank/institution/top': () => ({ data: { institutions: [anInstitution()] } }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

beforeEach(() => useBankStore.getState().reset());
afterEach(() => vi.unstubAllGlobals());

describe('LinkedBanksList', () => {
  it('shows each bank with its status, accounts (masked), balances and a Remove button', async () => {
    const api = serve(() => ({ data: { banks: [aLinkedBank(), navyFederal, removed] } }));
    renderBankUi(<LinkedBanksList />);
    expect(screen.getByText('Loading your banks…')).toBeTruthy();

    const chase = (await screen.findByRole('heading', { name: 'Chase' })).closest('li') as HTMLElement;
    expect(within(chase).getByText('Linked')).toBeTruthy();
    expect(within(chase).getByText('Total Checking')).toBeTruthy();
    expect(within(chase).getByText('••••6789 · Checking')).toBeTruthy();
    expect(within(chase).getByText('$1,200.01')).toBeTruthy();
    expect(within(chase).getByText('Current $1,234.56')).toBeTruthy();
    expect(within(chase).getByRole('button', { name: 'Remove Chase' })).toBeTruthy();

    const navy = screen.getByRole('heading', { name: 'Navy Federal Credit Union' }).closest('li') as HTMLElement;
    expect(within(navy).getByText('Connecting')).toBeTruthy();
    // The bank name is cut to 12 characters in the label (spec section 9).
    expect(within(navy).getByText('••••0042 · Savings')).toBeTruthy();
    expect(within(navy).getByText('Current -$25.05')).toBeTruthy();

    expect(screen.queryByText('Ally Bank')).toBeNull();
    expect(api.to(listRoute)[0]?.search.get('includePendingBank')).toBe('true');
    expect(useBankStore.getState().banks).toEqual([aLinkedBank(), navyFederal, removed]);
    expect(useBankStore.getState().hasFetchingCompleted).toBe(true);
    await expectNoAxeViolations();
  });

  it('says no bank is linked yet and offers to link one', async () => {
    serve(() => ({ data: { banks: [removed] } }));
    renderBankUi(<LinkedBanksList />);
    expect(await screen.findByText('No bank linked yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link a bank' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('shows a failed load with Try again', async () => {
    let calls = 0;
    serve(() =>
      calls++ === 0
        ? apiFailure(503, 'SERVICE_UNAVAILABLE', 'We could not reach the server.')
        : { data: { banks: [] } },
    );
    renderBankUi(<LinkedBanksList />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your banks');
    expect(alert.textContent).toContain('We could not reach the server.');
    expect(useBankStore.getState().hasFetchingCompleted).toBe(true);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bank linked yet')).toBeTruthy();
  });

  it('opens the link flow in a dialog and gives the keyboard back when it closes', async () => {
    serve(() => ({ data: { banks: [] } }));
    const user = userEvent.setup();
    renderBankUi(<LinkedBanksList />);
    const linkButton = await screen.findByRole('button', { name: 'Link a bank' });
    await user.click(linkButton);
    const dialog = screen.getByRole('dialog', { name: 'Link a bank' });
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Choose your bank' })).toBeTruthy();
    await within(dialog).findByRole('button', { name: 'Chase' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(linkButton));
  });

  it('closes the dialog, says so and shows the bank once a link finishes', async () => {
    let linked = false;
    const api = fakeApi({
      ...fakeProvider('PLAID').routes,
      [listRoute]: () => ({ data: { banks: linked ? [aLinkedBank()] : [] } }),
      'POST /api/bank/institution/top': () => ({ data: { institutions: [anInstitution()] } }),
      'POST /api/bank/linking/initiate': () => ({ data: aLinkSession() }),
      [`GET /api/bank/linking/PLAID/${bankId}/status`]: () => {
        linked = true;
        return { data: { banks: [{ id: bankId, status: 'COMPLETE' }] } };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderBankUi(<LinkedBanksList />);
    await user.click(await screen.findByRole('button', { name: 'Link a bank' }));
    await user.click(await screen.findByRole('button', { name: 'Chase' }));
    const provider = await screen.findByRole('dialog', { name: 'Plaid (sandbox)' });
    await user.type(within(provider).getByRole('textbox', { name: 'Username' }), 'user_good');
    await user.type(within(provider).getByLabelText(/^Password/, { selector: 'input' }), 'pass_good');
    await user.click(within(provider).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Chase' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useSnackbarStore.getState().snackbar?.options.text).toBe('Chase is linked.');
    expect(api.to(listRoute)).toHaveLength(2);
  });
});
