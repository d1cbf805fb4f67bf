// @vitest-environment jsdom
import type { SignedInBrowser } from '@fernleaf/contract/profile-security';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, deferred, type FakeAnswer, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { ChangePasswordSection } from './change-password-section';
import { SignedInBrowsersSection } from './signed-in-browsers-section';

const passwordRoute = 'POST /api/profile/security/password';
const browsersRoute = 'GET /api/profile/security/sessions';
const othersRoute = 'POST /api/profile/security/sessions/sign-out-others';

describe('ChangePasswordSection', () => {
  it('checks the new password with the sign-up rules before sending anything', async () => {
    const user = userEvent.setup();
    const fake = createFakeApi({ [passwordRoute]: ok({ signedOutBrowsers: 0 }) });
    await renderWithApp(<ChangePasswordSection />, { fetch: fake.fetch });
    await user.type(screen.getByLabelText(/Current password/), 'my current password');
    await user.type(screen.getByLabelText(/New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 12 characters')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/New password/));
    expect(fake.requestsTo(passwordRoute)).toEqual([]);
  });

  it('shows the server’s refusal under the current password, with the button disabled while it runs', async () => {
    const user = userEvent.setup();
    const answer = deferred<FakeAnswer>();
    const fake = createFakeApi({ [passwordRoute]: () => answer.promise });
    await renderWithApp(<ChangePasswordSection />, { fetch: fake.fetch });
    await user.type(screen.getByLabelText(/Current password/), 'not my password');
    await user.type(screen.getByLabelText(/New password/), 'a brand new long password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change password' }).hasAttribute('disabled')).toBe(true),
    );
    answer.resolve(
      failure(422, 'INVALID_CREDENTIALS', 'The current password is not right.', {
        currentPassword: 'This is not your current password',
      }),
    );
    expect(await screen.findByText('This is not your current password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Current password/));
    const [sent] = fake.requestsTo(passwordRoute);
    expect(sent?.body).toEqual({ currentPassword: 'not my password', newPassword: 'a brand new long password' });
    expect(sent?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    await expectNoAxeViolations();
  });

  it('clears the form once the password changed', async () => {
    const user = userEvent.setup();
    const fake = createFakeApi({ [passwordRoute]: ok({ signedOutBrowsers: 2 }) });
    await renderWithApp(<ChangePasswordSection />, { fetch: fake.fetch });
    await user.type(screen.getByLabelText(/Current password/), 'my current password');
    await user.type(screen.getByLabelText(/New password/), 'a brand new long password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect((screen.getByLabelText(/Current password/) as HTMLInputElement).value).toBe(''));
  });
});

const browser = (overrides: Partial<SignedInBrowser>): SignedInBrowser => ({
  id: 'session-1',
  description: 'Chrome on Linux',
  deviceType: 'desktop',
  signedInAt: '2026-11-20T15:00:00Z',
  lastSeenAt: '2026-11-20T15:30:00Z',
  isCurrent: false,
  ...overrides,
});

describe('SignedInBrowsersSection', () => {
  it('lists this browser first and signs the others out after a confirmation', async () => {
    const user = userEvent.setup();
    let browsers = [
      browser({ id: 'this', isCurrent: true }),
      browser({ id: 'phone', description: 'Safari on iOS', deviceType: 'mobile' }),
    ];
    const fake = createFakeApi({
      [browsersRoute]: () => ok({ browsers }),
      [othersRoute]: () => {
        browsers = browsers.filter((entry) => entry.isCurrent);
        return ok({ signedOutBrowsers: 1 });
      },
    });
    await renderWithApp(<SignedInBrowsersSection />, { fetch: fake.fetch });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('This browser')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(/Last active Nov 20, 2026/)).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByRole('button', { name: /Sign out Safari on iOS/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign out of all other browsers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all other browsers?' });
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    expect(await screen.findByText('You are not signed in anywhere else.')).toBeTruthy();
    expect(fake.requestsTo(othersRoute)[0]?.headers['idempotency-key']).toBeTruthy();
  });

  it('offers to try again when the list cannot load', async () => {
    const fake = createFakeApi({ [browsersRoute]: failure(503, 'SERVICE_UNAVAILABLE', 'Down for a moment.') });
    await renderWithApp(<SignedInBrowsersSection />, { fetch: fake.fetch });
    expect(await screen.findByText('We could not load your browsers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
