// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { IdentityStepPage } from './identity-step-page';

function state(identityStatus: 'VERIFIED' | null) {
  const verified = identityStatus === 'VERIFIED';
  return ok({
    flow: 'crypto',
    steps: [
      { id: 'intro', path: '/onboarding/crypto/intro', status: 'done' },
      { id: 'dob-and-address', path: '/onboarding/crypto/dob-and-address', status: 'done' },
      { id: 'phone-number', path: '/onboarding/crypto/phone-number', status: 'done' },
      {
        id: 'ssn-and-verification',
        path: '/onboarding/crypto/ssn-and-verification',
        status: verified ? 'done' : 'current',
      },
      {
        id: 'account-activation',
        path: '/onboarding/crypto/account-activation',
        status: verified ? 'current' : 'upcoming',
      },
    ],
    nextStep: verified
      ? { id: 'account-activation', path: '/onboarding/crypto/account-activation' }
      : { id: 'ssn-and-verification', path: '/onboarding/crypto/ssn-and-verification' },
    landing: '/home',
    visitAllowed: true,
    identityStatus,
    ssnAttemptsLeft: 3,
    kbaAttemptsLeft: 2,
  });
}

const pii = ok({
  firstName: 'Pat',
  lastName: 'Doe',
  dateOfBirth: '04/12/1990',
  address: { streetAddress: '1600 MARKET ST', apt: '', city: 'PHILADELPHIA', state: 'PA', zip: '19103' },
  phoneNumber: { number: '2155550123', isVerified: true },
  ssnLastFour: null,
});

describe('the SSN step', () => {
  it('asks for the SSN while identity is not verified', async () => {
    const api = createFakeApi({
      'POST /api/lifecycle/onboard/state': state(null),
      'GET /api/lifecycle/retrieve/pii': pii,
    });
    await renderWithApp(<IdentityStepPage flow="crypto" step="ssn-and-verification" />, {
      fetch: api.fetch,
      path: '/onboarding/crypto/ssn-and-verification',
    });
    expect(await screen.findByRole('button', { name: 'Verify my identity' })).toBeTruthy();
  });

  it('never shows the SSN form again to a verified member (Back after verifying): it moves on', async () => {
    const api = createFakeApi({
      'POST /api/lifecycle/onboard/state': state('VERIFIED'),
      'GET /api/lifecycle/retrieve/pii': pii,
    });
    const { router } = await renderWithApp(<IdentityStepPage flow="crypto" step="ssn-and-verification" />, {
      fetch: api.fetch,
      path: '/onboarding/crypto/ssn-and-verification',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/crypto/account-activation'));
    expect(screen.queryByRole('button', { name: 'Verify my identity' })).toBeNull();
  });
});
