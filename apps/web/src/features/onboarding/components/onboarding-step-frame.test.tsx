// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { saveFlowReturn } from '../lib/flow-return';
import { OnboardingStepFrame, type StepControls } from './onboarding-step-frame';

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

  it('goes back to the page that sent the member into the flow once it is done, a path of this site only', async () => {
    const done = ok({
      flow: 'roarmoney',
      steps: [{ id: 'activate-card', path: '/onboarding/roarmoney/activate-card', status: 'done' }],
      nextStep: null,
      landing: '/accounts',
      visitAllowed: true,
      identityStatus: 'VERIFIED',
      ssnAttemptsLeft: 3,
      kbaAttemptsLeft: 2,
    });
    for (const [returnTo, expected] of [
      ['/onboarding/managed-investing/payment-method', '/onboarding/managed-investing/payment-method'],
      ['//evil.test/steal', '/accounts'],
    ] as const) {
      sessionStorage.clear();
      saveFlowReturn('roarmoney', returnTo);
      const api = createFakeApi({ 'POST /api/lifecycle/onboard/state': done });
      let controls: StepControls | undefined;
      const { router, unmount } = await renderWithApp(
        <OnboardingStepFrame flow="roarmoney" step="activate-card">
          {(given) => {
            controls = given;
            return <p>the step</p>;
          }}
        </OnboardingStepFrame>,
        { fetch: api.fetch, path: '/onboarding/roarmoney/activate-card' },
      );
      await screen.findByText('the step');
      await act(() => controls?.goToNext());
      await waitFor(() => expect(router.state.location.pathname).toBe(expected));
      unmount();
    }
  });
});
