// @vitest-environment jsdom
import type { IdentityTrustInterview } from '@fernleaf/contract/identity-trust';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, type FakeAnswer, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { saveIdentityTrustReturn } from '../lib/identity-trust-return';
import { useIdentityTrustStore } from '../store';
import { IdentityTrustCallbackPage } from './identity-trust-callback-page';

const interviewId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const interviewRoute = `GET /api/underwriting/incode/interview/${interviewId}`;
const urlRoute = 'POST /api/underwriting/incode/onboarding-url';
const checkUrl = `http://localhost/sandbox/identity-check/${interviewId}?token=abc`;

function interview(overrides: Partial<IdentityTrustInterview> = {}): IdentityTrustInterview {
  return {
    interviewId,
    userId: '0b8e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
    source: 'instacash',
    flowType: 'ONBOARDING',
    status: 'SUCCESS',
    url: null,
    createdOn: '2026-11-10T12:00:00.000Z',
    completedOn: '2026-11-10T12:01:00.000Z',
    ...overrides,
  };
}

async function openCallback(answers: (() => FakeAnswer)[], id: string | null = interviewId) {
  let call = 0;
  const api = createFakeApi({
    [interviewRoute]: () => (answers[Math.min(call++, answers.length - 1)] ?? answers[0])?.() ?? ok(interview()),
    [urlRoute]: () => ok({ interviewId: 'next', userId: 'member', url: checkUrl }),
  });
  const goTo = vi.fn();
  const view = await renderWithApp(<IdentityTrustCallbackPage interviewId={id ?? undefined} goTo={goTo} />, {
    fetch: api.fetch,
    path: id
      ? `/instacash/identity-trust/callback?interviewId=${id}&status=SUCCESS`
      : '/instacash/identity-trust/callback',
  });
  return { api, goTo, ...view, user: userEvent.setup() };
}

beforeEach(() => {
  sessionStorage.clear();
  useIdentityTrustStore.getState().reset();
});

describe('IdentityTrustCallbackPage', () => {
  it('shows a confirmed check with Continue to the page the check started from', async () => {
    saveIdentityTrustReturn('/onboarding/instacash/qualified');
    const { user, router } = await openCallback([() => ok(interview())]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your identity is confirmed' })).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/instacash/qualified'));
    expect(sessionStorage.length).toBe(0);
  });

  it('believes the server, not the status in the address', async () => {
    await openCallback([() => ok(interview({ status: 'FAILED' }))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not confirm your identity' })).toBeTruthy();
  });

  it('offers a new check after a failed one, for the same product and flow', async () => {
    const { api, goTo, user } = await openCallback([() => ok(interview({ status: 'FAILED', flowType: 'STEP_UP' }))]);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(checkUrl));
    expect(api.requestsTo(urlRoute)[0]?.body).toMatchObject({ source: 'instacash', flowType: 'STEP_UP' });
    expect(screen.getByRole('link', { name: 'Not now' }).getAttribute('href')).toBe('/home');
  });

  it('marks a check that is not finished as PENDING, links to finish it and checks again on request', async () => {
    const { api, user } = await openCallback([
      () => ok(interview({ status: 'PENDING', url: checkUrl, completedOn: null })),
      () => ok(interview()),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your identity check is not finished' })).toBeTruthy();
    expect(useIdentityTrustStore.getState().config.status).toBe('PENDING');
    expect(screen.getByRole('link', { name: 'Finish the check' }).getAttribute('href')).toBe(checkUrl);
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your identity is confirmed' })).toBeTruthy();
    expect(api.requestsTo(interviewRoute)).toHaveLength(2);
  });

  it('says a check that is not the member’s cannot be found, without retrying', async () => {
    const { api } = await openCallback([() => failure(404, 'NOT_FOUND', 'The identity check was not found.')]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this identity check' }),
    ).toBeTruthy();
    expect(api.requestsTo(interviewRoute)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('lets the member try again when the result could not be fetched', async () => {
    const { user } = await openCallback([
      () => failure(500, 'INTERNAL_ERROR', 'The server could not complete the request.'),
      () => failure(500, 'INTERNAL_ERROR', 'The server could not complete the request.'),
      () => failure(500, 'INTERNAL_ERROR', 'The server could not complete the request.'),
      () => ok(interview()),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not get the result' }, { timeout: 5000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your identity is confirmed' })).toBeTruthy();
  });

  it('says a link without an interview is incomplete, asking nothing', async () => {
    const { api } = await openCallback([() => ok(interview())], null);
    expect(screen.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });
});
