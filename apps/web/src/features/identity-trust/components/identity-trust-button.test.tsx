// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, type FakeHandler, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { identityTrustReturnStorageKey } from '../lib/identity-trust-return';
import { useIdentityTrustStore } from '../store';
import { IdentityTrustButton } from './identity-trust-button';

const urlRoute = 'POST /api/underwriting/incode/onboarding-url';
const answer = {
  interviewId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  userId: '0b8e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  url: 'http://localhost/sandbox/identity-check/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f?token=abc',
};

async function renderButton(handler: FakeHandler) {
  const api = createFakeApi({ [urlRoute]: handler });
  const goTo = vi.fn();
  await renderWithApp(
    <IdentityTrustButton
      source="instacash"
      flowType="STEP_UP"
      returnTo="/onboarding/instacash/qualified"
      goTo={goTo}
    />,
    { fetch: api.fetch },
  );
  return { api, goTo, user: userEvent.setup() };
}

const start = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Verify your identity' }));

beforeEach(() => {
  sessionStorage.clear();
  useIdentityTrustStore.getState().reset();
});

describe('IdentityTrustButton', () => {
  it('asks for a check with a fresh request id, records it and sends the browser there', async () => {
    const { api, goTo, user } = await renderButton(() => ok(answer));
    await expectNoAxeViolations();
    await start(user);

    await waitFor(() => expect(goTo).toHaveBeenCalledWith(answer.url));
    const [request] = api.requestsTo(urlRoute);
    expect(request?.body).toEqual({
      source: 'instacash',
      flowType: 'STEP_UP',
      requestId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    expect(useIdentityTrustStore.getState().config).toEqual({ status: 'STEP_UP', ...answer });
    expect(sessionStorage.getItem(identityTrustReturnStorageKey)).toBe('/onboarding/instacash/qualified');
  });

  it('shows the refusal, clears the config and asks with a new request id next time', async () => {
    const { api, goTo, user } = await renderButton(() => failure(503, 'SERVICE_UNAVAILABLE', 'Try again later.'));
    useIdentityTrustStore.getState().requestSucceeded('ONBOARDING', answer);
    await start(user);

    expect((await screen.findByRole('alert')).textContent).toContain('Try again later.');
    expect(useIdentityTrustStore.getState().config.status).toBeNull();
    expect(goTo).not.toHaveBeenCalled();

    await start(user);
    await waitFor(() => expect(api.requestsTo(urlRoute)).toHaveLength(2));
    const [first, second] = api
      .requestsTo(urlRoute)
      .map((request) => (request.body as { requestId: string }).requestId);
    expect(second).not.toBe(first);
  });

  it('asks with the same request id after a request that got no answer', async () => {
    let calls = 0;
    const { api, goTo, user } = await renderButton(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('network down');
      return ok(answer);
    });
    await start(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Check your connection');

    await start(user);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(answer.url));
    const [first, second] = api
      .requestsTo(urlRoute)
      .map((request) => (request.body as { requestId: string }).requestId);
    expect(second).toBe(first);
  });

  it('forgets the return of an earlier check when this one names none', async () => {
    sessionStorage.setItem(identityTrustReturnStorageKey, '/onboarding/instacash/qualified');
    const api = createFakeApi({ [urlRoute]: ok(answer) });
    const goTo = vi.fn();
    await renderWithApp(<IdentityTrustButton source="instacash" flowType="ONBOARDING" goTo={goTo} />, {
      fetch: api.fetch,
    });
    await start(userEvent.setup());
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(sessionStorage.getItem(identityTrustReturnStorageKey)).toBeNull();
  });

  it('does not follow an answer that is not a web address', async () => {
    const { goTo, user } = await renderButton(() => ok({ ...answer, url: 'javascript:alert(1)' }));
    await start(user);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(goTo).not.toHaveBeenCalled();
    expect(useIdentityTrustStore.getState().config.status).toBeNull();
  });
});
