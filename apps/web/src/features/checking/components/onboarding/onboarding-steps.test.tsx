// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failure, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { accountInfo, debitCard } from '../../test-support/fixtures';
import { ActivateCardStep } from './activate-card-step';
import { IntroStep } from './intro-step';
import { RedirectionStep } from './redirection-step';

const infoRoute = 'GET /api/checking-account/info';

describe('RedirectionStep', () => {
  it('sends a member with a checking account to /accounts', async () => {
    const api = createFakeApi({ [infoRoute]: ok(accountInfo()) });
    const { router } = await renderWithApp(<RedirectionStep />, {
      fetch: api.fetch,
      path: '/onboarding/roarmoney/redirection',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
  });

  it('sends a member without one (null) to the intro', async () => {
    const api = createFakeApi({ [infoRoute]: ok(null) });
    const { router } = await renderWithApp(<RedirectionStep />, {
      fetch: api.fetch,
      path: '/onboarding/roarmoney/redirection',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/roarmoney/intro'));
  });

  it('stays and offers a retry when it cannot tell', async () => {
    const api = createFakeApi({ [infoRoute]: failure(500, 'INTERNAL_ERROR', 'Down') });
    const { router } = await renderWithApp(<RedirectionStep />, {
      fetch: api.fetch,
      path: '/onboarding/roarmoney/redirection',
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding/roarmoney/redirection');
  });
});

describe('IntroStep', () => {
  it("states the account's terms as its agreement does, and continues to the activation", async () => {
    const api = createFakeApi({});
    await renderWithApp(<IntroStep />, { fetch: api.fetch });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fernleaf Checking');
    expect(screen.getByText(/No monthly fee, no minimum balance and no overdraft fee/)).toBeTruthy();
    expect(document.body.textContent).toContain('not a bank');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/onboarding/roarmoney/account-activation',
    );
  });
});

describe('ActivateCardStep', () => {
  it('asks for the expiry and security code without showing them, activates and goes on to direct deposit', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/banking/card': ok(debitCard({ status: 'INACTIVE', expiry: null })),
      'POST /api/banking/card/activate': ok(debitCard()),
    });
    const { router } = await renderWithApp(<ActivateCardStep />, {
      fetch: api.fetch,
      path: '/onboarding/roarmoney/activate-card',
    });
    expect(screen.getByRole('link', { name: 'Skip for now' }).getAttribute('href')).toBe(
      '/onboarding/roarmoney/direct-deposit',
    );
    await user.type(await screen.findByLabelText(/Expiry date/), '1130');
    expect(screen.getByTestId('card-expiry').textContent).toBe('••/••');
    expect(screen.queryByTestId('card-cvv')).toBeNull();
    await user.type(screen.getByLabelText(/Security code/), '321');
    await user.click(screen.getByRole('button', { name: 'Activate card' }));
    expect(api.requestsTo('POST /api/banking/card/activate')[0]?.body).toEqual({ expiry: '11/30', cvv: '321' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/roarmoney/direct-deposit'));
  });
});
