// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { OnboardingStepFrame } from './onboarding-step-frame';

function state(visitAllowed: boolean) {
  return ok({
    flow: 'generic',
    steps: [
      { id: 'dob-and-address', path: '/onboarding/dob-and-address', status: 'done' },
      { id: 'phone-number', path: '/onboarding/phone-number', status: 'current' },
      { id: 'ssn-and-verification', path: '/onboarding/ssn-and-verification', status: 'upcoming' },
    ],
    nextStep: { id: 'phone-number', path: '/onboarding/phone-number' },
    landing: '/home',
    visitAllowed,
    identityStatus: null,
    ssnAttemptsLeft: 3,
    kbaAttemptsLeft: 2,
  });
}

describe('OnboardingStepFrame', () => {
  it('shows where the member is in the flow, asking the server about this step', async () => {
    // Seen for the first time in this tab: the step done before counts no more (the count holds from here).
    sessionStorage.clear();
    const api = createFakeApi({ 'POST /api/lifecycle/onboard/state': state(true) });
    await renderWithApp(
      <OnboardingStepFrame flow="generic" step="phone-number">
        {() => <p>the step</p>}
      </OnboardingStepFrame>,
      { fetch: api.fetch, path: '/onboarding/phone-number' },
    );
    expect(await screen.findByText('Step 1 of 2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Phone number' })).toBeTruthy();
    expect(screen.getByText('the step')).toBeTruthy();
    expect(api.requests[0]?.body).toEqual({ flow: 'generic', visiting: 'phone-number' });
  });

  it('sends a member who skips ahead back to the step due now', async () => {
    const api = createFakeApi({ 'POST /api/lifecycle/onboard/state': state(false) });
    const { router } = await renderWithApp(
      <OnboardingStepFrame flow="generic" step="ssn-and-verification">
        {() => <p>the step</p>}
      </OnboardingStepFrame>,
      { fetch: api.fetch, path: '/onboarding/ssn-and-verification' },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/phone-number'));
  });
});
