// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type UserProfile, useAuthStore } from '../../../lib/auth/auth-store';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { PersonalInfoPage } from './personal-info-page';

const dateOfBirthRoute = 'PUT /api/user/update-date-of-birth';

function member(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'member-1',
    email: 'member@fernleaf.test',
    firstName: 'Pat',
    lastName: 'Doe',
    ssn: null,
    isSsnVerified: false,
    dateOfBirth: '1990-04-12',
    isDateOfBirthLocked: false,
    phoneNumber: { number: '2155550143', isVerified: true },
    addresses: [],
    textPermission: false,
    profilePicturePreview: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

async function renderPage(user: UserProfile, api = createFakeApi({})) {
  useAuthStore.setState({ status: 'authorized', user });
  await renderWithApp(<PersonalInfoPage phoneVerification={() => null} />, { fetch: api.fetch });
  return api;
}
afterEach(() => useAuthStore.setState({ user: null }));

describe('PersonalInfoPage, the date of birth', () => {
  it('is read-only once an identity check used it, saying why and how to correct it', async () => {
    const api = await renderPage(member({ isSsnVerified: true, isDateOfBirthLocked: true }));
    expect(screen.queryByRole('textbox', { name: /Date of birth/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('04/12/1990')).toBeTruthy();
    expect(screen.getByText(/checked with your identity.*contact member support/)).toBeTruthy();
    expect(api.requests).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('can be changed before any identity check', async () => {
    const user = userEvent.setup();
    const api = await renderPage(
      member(),
      createFakeApi({
        [dateOfBirthRoute]: ok({ dateOfBirth: '1985-01-02' }),
        'GET /api/user/getProfile': ok(member({ dateOfBirth: '1985-01-02' })),
      }),
    );
    const field = screen.getByRole('textbox', { name: /Date of birth/ });
    await user.clear(field);
    await user.type(field, '01/02/1985');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requestsTo(dateOfBirthRoute)[0]?.body).toEqual({ dateOfBirth: '01-02-1985' }));
  });
});
