// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aLinkedBankSummary, aLinkSession, bankId, linkSessionId } from '../../../ui/test-support/bank-fixtures';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { fakeApi } from '../test-support/fake-api';
import {
  fakeProvider,
  linkEventRoute,
  loginSuccessRoute,
  mfaPrompt,
  providerLoginRoute,
  publicToken,
  wrongPasswordMessage,
} from '../test-support/fake-provider';
import { renderBankUi } from '../test-support/render-bank-ui';
import { ProviderLinkDialog } from './provider-link-dialog';

function open(source: 'PLAID' | 'FINICITY' = 'PLAID', options: { failAfter?: number } = {}) {
  const provider = fakeProvider(source, options);
  const api = fakeApi(provider.routes);
  vi.stubGlobal('fetch', api.fetch);
  const handlers = { onLinked: vi.fn(), onExit: vi.fn(), onStartAgain: vi.fn() };
  const session = { ...provider.session, source };
  renderBankUi(<ProviderLinkDialog session={session} {...handlers} />);
  const events = () => api.to(linkEventRoute(source)).map((request) => request.body);
  return { api, handlers, events, session, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(screen.getByRole('textbox', { name: 'Username' }), username);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('ProviderLinkDialog', () => {
  it("is titled as the provider's sandbox, shows the bank and the credentials to use, and records OPEN", async () => {
    const { events } = open();
    const dialog = screen.getByRole('dialog', { name: 'Plaid (sandbox)' });
    expect(dialog.textContent).toContain('Chase');
    expect(dialog.textContent).toContain('Sandbox: use user_good / pass_good');
    expect(dialog.textContent).toContain('use user_mfa / pass_good, then code 1234');
    // Focus moves into the dialog, to the first field.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' })));
    await waitFor(() => expect(events()).toEqual([{ linkSessionId, eventName: 'OPEN' }]));
    await expectNoAxeViolations();
  });

  it("shows the provider's wrong-password message and records it", async () => {
    const { user, events, handlers, api } = open();
    await signIn(user, 'user_good', 'not-the-password');
    expect((await screen.findByRole('alert')).textContent).toBe(wrongPasswordMessage);
    expect(api.to(providerLoginRoute).map((request) => request.body)).toEqual([
      { username: 'user_good', password: 'not-the-password' },
    ]);
    await waitFor(() =>
      expect(events()).toEqual([
        { linkSessionId, eventName: 'OPEN' },
        { linkSessionId, eventName: 'SUBMIT_CREDENTIALS' },
        { linkSessionId, eventName: 'ERROR', errorCode: 'INVALID_CREDENTIALS', errorMessage: wrongPasswordMessage },
      ]),
    );
    expect(handlers.onLinked).not.toHaveBeenCalled();
  });

  it('names the empty fields without asking the provider', async () => {
    const { user, api } = open();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your username')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(api.to(providerLoginRoute)).toHaveLength(0);
  });

  it('asks for the code when the bank wants one, then finishes the link with the token', async () => {
    const { user, api, handlers, events } = open();
    await signIn(user, 'user_mfa', 'pass_good');
    expect(await screen.findByText(mfaPrompt)).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'Verification code' });
    expect(document.activeElement).toBe(code);
    await expectNoAxeViolations();

    await user.type(code, '9999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right.');

    await user.clear(code);
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(handlers.onLinked).toHaveBeenCalledOnce());
    const [exchange] = api.to(loginSuccessRoute('PLAID'));
    expect(exchange?.body).toEqual({ linkSessionId, publicToken });
    expect(exchange?.headers['idempotency-key']).toBe(`login-success-${linkSessionId}`);
    expect(handlers.onLinked).toHaveBeenCalledWith(aLinkedBankSummary({ id: bankId }));
    expect(events().map((event) => (event as { eventName: string }).eventName)).toContain('SUBMIT_MFA');
  });

  it("calls that provider's login-success with the public token on sign-in", async () => {
    const { user, api, handlers } = open('FINICITY');
    expect(screen.getByRole('dialog', { name: 'Finicity Connect (sandbox)' })).toBeTruthy();
    await signIn(user, 'user_good', 'pass_good');
    await waitFor(() => expect(handlers.onLinked).toHaveBeenCalledOnce());
    expect(api.to(loginSuccessRoute('FINICITY')).map((request) => request.body)).toEqual([
      { linkSessionId, publicToken },
    ]);
    expect(api.to(loginSuccessRoute('PLAID'))).toHaveLength(0);
  });

  it('offers to start again once the provider closes the session', async () => {
    const { user, handlers, events } = open('PLAID', { failAfter: 1 });
    await signIn(user, 'user_good', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. This session is closed.');
    expect(screen.queryByRole('textbox', { name: 'Username' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(handlers.onStartAgain).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(events()).toContainEqual({
        linkSessionId,
        eventName: 'ERROR',
        errorCode: 'FAILED',
        errorMessage: 'Too many attempts. This session is closed.',
      }),
    );
  });

  it('records EXIT when the member closes it', async () => {
    const { user, handlers, events } = open();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(handlers.onExit).toHaveBeenCalledOnce();
    await waitFor(() => expect(events()).toContainEqual({ linkSessionId, eventName: 'EXIT' }));
  });

  it('shows why finishing the link failed', async () => {
    const provider = fakeProvider('PLAID');
    const api = fakeApi({
      ...provider.routes,
      [loginSuccessRoute('PLAID')]: () => ({
        status: 410,
        error: { code: 'LINK_SESSION_EXPIRED', title: 'Expired', description: 'This link session has expired.' },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const onLinked = vi.fn();
    renderBankUi(
      <ProviderLinkDialog
        session={{ ...aLinkSession(), source: 'PLAID' }}
        onLinked={onLinked}
        onExit={() => {}}
        onStartAgain={() => {}}
      />,
    );
    await signIn(userEvent.setup(), 'user_good', 'pass_good');
    expect((await screen.findByRole('alert')).textContent).toBe('This link session has expired.');
    expect(onLinked).not.toHaveBeenCalled();
  });
});
