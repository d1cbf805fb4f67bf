// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../../lib/leave-page';
import { createFakeApi, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { SignInForm } from './sign-in-form';

// Where the page would go (jsdom cannot navigate).
vi.mock('../../../lib/leave-page', () => ({ leavePage: vi.fn() }));

describe('the sign-in form’s next step', () => {
  const assign = vi.mocked(leavePage);

  afterEach(() => {
    assign.mockReset();
  });

  async function signInAnswering(redirectTo: string) {
    const api = createFakeApi({ 'POST /api/auth/interaction/sign-in': ok({ redirectTo }) });
    await renderWithApp(<SignInForm uid="abc" />, { fetch: api.fetch, path: '/login?uid=abc' });
    fireEvent.change(screen.getByRole('textbox', { name: /email/i }), { target: { value: 'avery@example.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    return api;
  }

  it('goes on to the sign-in service on this site', async () => {
    const api = await signInAnswering(`${window.location.origin}/oidc/auth/abc`);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/oidc/auth/abc'));
    expect(api.requestsTo('POST /api/auth/interaction/sign-in')).toHaveLength(1);
  });

  it('never follows an address of another site, and says it could not sign in', async () => {
    await signInAnswering('https://evil.test/oidc/auth/abc');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('We could not sign you in')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
