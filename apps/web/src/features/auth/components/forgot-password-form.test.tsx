// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { ForgotPasswordForm } from './forgot-password-form';

describe('the forgot-password form', () => {
  it('says the same for any email and names the 8-digit code with its article', async () => {
    const api = createFakeApi({ 'POST /api/auth/password-reset': ok({ expiresInMinutes: 30 }) });
    await renderWithApp(<ForgotPasswordForm />, { fetch: api.fetch, path: '/forgot-password' });
    fireEvent.change(screen.getByRole('textbox', { name: /email/i }), { target: { value: 'avery@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(
      screen.getByText(
        'If avery@example.test has an account, we sent it an 8-digit code. It works once, for 30 minutes.',
      ),
    ).toBeTruthy();
    await expectNoAxeViolations();
  });
});
