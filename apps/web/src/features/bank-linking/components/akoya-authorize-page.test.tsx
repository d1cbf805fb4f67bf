// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkSessionId } from '../../../ui/test-support/bank-fixtures';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { apiFailure, fakeApi } from '../test-support/fake-api';
import { fakeProvider, linkEventRoute, mfaPrompt, providerMfaRoute } from '../test-support/fake-provider';
import { renderBankUi } from '../test-support/render-bank-ui';
import { AkoyaAuthorizePage } from './akoya-authorize-page';

function openPage({ withState = true, failAfter = Number.POSITIVE_INFINITY } = {}) {
  const provider = fakeProvider('AKOYA', { failAfter });
  const api = fakeApi(provider.routes);
  vi.stubGlobal('fetch', api.fetch);
  const leavePage = vi.fn();
  renderBankUi(<AkoyaAuthorizePage state={withState ? linkSessionId : undefined} leavePage={leavePage} />);
  const eventNames = () =>
    api.to(linkEventRoute('AKOYA')).map((request) => (request.body as { eventName: string }).eventName);
  return { api, leavePage, eventNames, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), username);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('AkoyaAuthorizePage', () => {
  it("is the provider's sandbox page, in its own main landmark, showing the bank and the credentials", async () => {
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Akoya (sandbox)' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(await screen.findByText('Sandbox: use user_good / pass_good')).toBeTruthy();
    expect(screen.getByText(/Fernleaf is asking to see your accounts and balances at Chase/)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('signs in with the code step, then sends the browser to the callback with the code', async () => {
    const { user, leavePage, api, eventNames } = openPage();
    await signIn(user, 'user_mfa', 'pass_good');
    expect(await screen.findByText(mfaPrompt)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledOnce());
    expect(leavePage).toHaveBeenCalledWith(`/bv-callback/akoya?code=code-1&state=${linkSessionId}`);
    expect(api.to(providerMfaRoute).map((request) => request.body)).toEqual([{ code: '1234' }]);
    await waitFor(() => expect(eventNames()).toEqual(['OPEN', 'SUBMIT_CREDENTIALS', 'SUBMIT_MFA']));
  });

  it('shows a wrong password and stays', async () => {
    const { user, leavePage } = openPage();
    await signIn(user, 'user_good', 'nope');
    expect((await screen.findByRole('alert')).textContent).toBe('The username or password you entered is incorrect.');
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('goes back to the callback with access_denied on Cancel, recording EXIT', async () => {
    const { user, leavePage, eventNames } = openPage();
    await screen.findByRole('textbox', { name: 'Username' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(leavePage).toHaveBeenCalledExactlyOnceWith(`/bv-callback/akoya?error=access_denied&state=${linkSessionId}`);
    await waitFor(() => expect(eventNames()).toContain('EXIT'));
  });

  it('goes back with login_failed once the bank closes the sign-in', async () => {
    const { user, leavePage } = openPage({ failAfter: 1 });
    await signIn(user, 'user_good', 'nope');
    await user.click(await screen.findByRole('button', { name: 'Back to Fernleaf' }));
    expect(leavePage).toHaveBeenCalledExactlyOnceWith(`/bv-callback/akoya?error=login_failed&state=${linkSessionId}`);
  });

  it('says the link does not work when the session is unknown', async () => {
    const api = fakeApi({
      [`GET /api/sandbox/bank/link-sessions/${linkSessionId}`]: () =>
        apiFailure(404, 'NOT_FOUND', 'This link session does not exist.'),
    });
    vi.stubGlobal('fetch', api.fetch);
    const leavePage = vi.fn();
    renderBankUi(<AkoyaAuthorizePage state={linkSessionId} leavePage={leavePage} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This sign-in link does not work');
    expect(alert.textContent).toContain('This link session does not exist.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to Fernleaf' }));
    expect(leavePage).toHaveBeenCalledWith(`/bv-callback/akoya?error=invalid_request&state=${linkSessionId}`);
  });

  it('says so without asking anything when the address has no state', async () => {
    const { api } = openPage({ withState: false });
    expect(screen.getByRole('alert').textContent).toContain('This sign-in link is missing its session.');
    expect(api.requests).toHaveLength(0);
  });
});
