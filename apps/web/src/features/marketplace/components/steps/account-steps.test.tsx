// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { createAccountInline, InlineSignUpUnavailableError } from '../../../../lib/auth/create-account-inline';
import { beginSignIn } from '../../../../lib/auth/oidc-client';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, ok } from '../../../../ui/test-support/fake-api';
import { useMarketplaceStore } from '../../store';
import { aMember, aPrefill, routes } from '../../test-support/fixtures';
import { describedBy, renderFlow, signInAs } from '../../test-support/render-flow';

vi.mock('../../../../lib/auth/create-account-inline', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/auth/create-account-inline')>()),
  createAccountInline: vi.fn(),
}));
vi.mock('../../../../lib/auth/oidc-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/auth/oidc-client')>()),
  beginSignIn: vi.fn(async () => undefined),
}));

const createAccount = vi.mocked(createAccountInline);
const signIn = vi.mocked(beginSignIn);

beforeEach(() => {
  createAccount.mockReset();
  signIn.mockClear();
  signInAs('unauthorized');
});

describe('the email step', () => {
  it('offers an existing account a sign-in that comes back to this step', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ [routes.emailExists]: ok({ exists: true }) });
    const { router } = await renderFlow('/marketplace/credit-cards/email', api);

    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'Pat@Example.test ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const email = screen.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(email)).toContain('An account with this email already exists');
    expect(api.requestsTo(routes.emailExists)[0]?.query).toEqual({ email: 'pat@example.test' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith({ screen: 'sign-in', returnTo: '/marketplace/credit-cards/email' });
    expect(router.state.location.pathname).toBe('/marketplace/credit-cards/email');
    await expectNoAxeViolations();
  });

  it('keeps a new address and goes on to create the account', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ [routes.emailExists]: ok({ exists: false }) });
    const { router } = await renderFlow('/marketplace/credit-cards/email', api);

    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedBy(screen.getByRole('textbox', { name: /^Email/ }))).toContain('Enter a valid email address');
    expect(api.requestsTo(routes.emailExists)).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'new@example.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/credit-cards/password'));
    expect(useMarketplaceStore.getState().flows['credit-cards']?.answers.email).toBe('new@example.test');
  });
});

describe('the password step', () => {
  async function fillIn(user: ReturnType<typeof userEvent.setup>, password = 'correct horse battery') {
    await user.type(await screen.findByLabelText(/First name/), 'Avery');
    await user.type(screen.getByLabelText(/Last name/), 'Stone');
    await user.type(screen.getByLabelText(/^Password/), password);
  }

  it('creates the account on the page and goes on to the first member step', async () => {
    const user = userEvent.setup();
    useMarketplaceStore.getState().answer('personal-loan', { email: 'new@example.test', loanPurpose: 'WEDDING' });
    createAccount.mockImplementation(async () => {
      useAuthStore.setState({ status: 'authorized', user: aMember() });
    });
    const api = createFakeApi({ [routes.prefill]: ok(aPrefill({ knownSteps: [] })) });
    const { router } = await renderFlow('/marketplace/personal-loan/password', api);

    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('new@example.test');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/personal-loan/credit-score'));
    expect(createAccount).toHaveBeenCalledWith(
      {
        firstName: 'Avery',
        lastName: 'Stone',
        email: 'new@example.test',
        password: 'correct horse battery',
        rememberBrowser: true,
        humanToken: 'human-token-1',
      },
      { returnTo: '/marketplace/personal-loan/credit-score' },
    );
    // The name answers the legal-name step.
    expect(useMarketplaceStore.getState().flows['personal-loan']?.answers).toMatchObject({
      firstName: 'Avery',
      lastName: 'Stone',
    });
  });

  it('shows a weak password at its field without sending anything', async () => {
    const user = userEvent.setup();
    useMarketplaceStore.getState().answer('debt-relief', { email: 'new@example.test' });
    await renderFlow('/marketplace/debt-relief/password', createFakeApi({}));

    await fillIn(user, 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(password)).toContain('Use at least 12 characters');
    expect(createAccount).not.toHaveBeenCalled();
  });

  it('shows a taken email at the email field, with a way to use another', async () => {
    const user = userEvent.setup();
    useMarketplaceStore.getState().answer('debt-relief', { email: 'pat@example.test' });
    createAccount.mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'EMAIL_TAKEN',
        title: 'You already have an account',
        description: 'An account with this email already exists. Sign in instead.',
        fields: { email: 'An account with this email already exists' },
      }),
    );
    await renderFlow('/marketplace/debt-relief/password', createFakeApi({}));

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(email)).toContain('An account with this email already exists');
    expect(screen.getByRole('link', { name: 'Use another email' }).getAttribute('href')).toBe(
      '/marketplace/debt-relief/email',
    );
    await expectNoAxeViolations();
  });

  it('falls back to the sign-in service’s own sign-up page when it answers in a way the page cannot follow', async () => {
    const user = userEvent.setup();
    useMarketplaceStore.getState().answer('debt-relief', { email: 'new@example.test' });
    createAccount.mockRejectedValue(new InlineSignUpUnavailableError('answered elsewhere'));
    await renderFlow('/marketplace/debt-relief/password', createFakeApi({}));

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith({ screen: 'sign-up', returnTo: '/marketplace/debt-relief/address' }),
    );
  });

  it('sends a visitor without an email back to the email step', async () => {
    const { router } = await renderFlow('/marketplace/credit-cards/password', createFakeApi({}));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/credit-cards/email'));
  });
});
