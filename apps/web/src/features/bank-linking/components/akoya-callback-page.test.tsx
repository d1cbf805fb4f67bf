// @vitest-environment jsdom
import type { LinkedBankStatus } from '@fernleaf/contract/bank';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aLinkedBankSummary, anInstitution, bankId, linkSessionId } from '../../../ui/test-support/bank-fixtures';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { akoyaReturnStorageKey, saveAkoyaReturn } from '../lib/akoya-return';
import { useBankStore } from '../store';
import { apiFailure, type FakeAnswer, fakeApi } from '../test-support/fake-api';
import { renderInRouter } from '../test-support/render-in-router';
import { AkoyaCallbackPage } from './akoya-callback-page';

const loginSuccessRoute = 'POST /api/bank/linking/akoya/login-success';
const statusRoute = `GET /api/bank/linking/AKOYA/${bankId}/status`;
const returnTo = '/onboarding/instacash/bv-linking';
const chase = anInstitution({ source: 'AKOYA' });

/** The server: login-success answers a PENDING bank; the status calls answer `statuses` in turn. */
function serve({
  loginSuccess = () => ({ data: aLinkedBankSummary({ source: 'AKOYA' }) }),
  statuses = ['COMPLETE'],
}: {
  loginSuccess?: () => FakeAnswer;
  statuses?: (LinkedBankStatus | FakeAnswer)[];
} = {}) {
  let call = 0;
  const api = fakeApi({
    [loginSuccessRoute]: loginSuccess,
    [statusRoute]: () => {
      const answer = statuses[Math.min(call++, statuses.length - 1)] ?? 'COMPLETE';
      return typeof answer === 'string' ? { data: { banks: [{ id: bankId, status: answer }] } } : answer;
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function openCallback(search: string) {
  return renderInRouter('/bv-callback/akoya', `/bv-callback/akoya?${search}`, function Page() {
    const params = new URLSearchParams(search);
    return (
      <AkoyaCallbackPage
        code={params.get('code') ?? undefined}
        state={params.get('state') ?? undefined}
        error={params.get('error') ?? undefined}
      />
    );
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sessionStorage.clear();
  useBankStore.getState().reset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AkoyaCallbackPage', () => {
  it('finishes the link with the code, polls every 3 s until COMPLETE, then returns to the saved step', async () => {
    saveAkoyaReturn({ returnTo, institution: chase });
    const api = serve({ statuses: ['PENDING', 'COMPLETE'] });
    const { router } = openCallback(`code=code-1&state=${linkSessionId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Linking Chase' })).toBeTruthy();
    await screen.findByRole('progressbar', { name: 'Connecting to Chase' });
    await waitFor(() => expect(api.to(statusRoute)).toHaveLength(1));
    const [exchange] = api.to(loginSuccessRoute);
    expect(exchange?.body).toEqual({ state: linkSessionId, code: 'code-1' });
    expect(exchange?.headers['idempotency-key']).toBe(`akoya-login-${linkSessionId}`);
    expect(api.to(loginSuccessRoute)).toHaveLength(1);
    await expectNoAxeViolations();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(router.state.location.pathname).toBe(returnTo));
    expect(api.to(statusRoute)).toHaveLength(2);
    expect(useBankStore.getState().linkedBank).toEqual(aLinkedBankSummary({ source: 'AKOYA', status: 'COMPLETE' }));
    expect(sessionStorage.getItem(akoyaReturnStorageKey)).toBeNull();
  });

  it('goes to /accounts when no step was saved', async () => {
    serve();
    const { router } = openCallback(`code=code-1&state=${linkSessionId}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
  });

  it('says the member cancelled at the bank, with a link back, and calls nothing', async () => {
    saveAkoyaReturn({ returnTo, institution: chase });
    const api = serve();
    const { router } = openCallback(`error=access_denied&state=${linkSessionId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Linking cancelled' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('You cancelled at your bank, so no account was linked.');
    await expectNoAxeViolations();
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('link', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(returnTo));
    expect(api.requests).toHaveLength(0);
  });

  it('shows why the link could not be finished, with a link back', async () => {
    serve({ loginSuccess: () => apiFailure(410, 'LINK_SESSION_EXPIRED', 'This link session has expired.') });
    openCallback(`code=code-1&state=${linkSessionId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not link your bank' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This link session has expired.');
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/accounts');
  });

  it('says so when the address has no code', async () => {
    const api = serve();
    openCallback(`state=${linkSessionId}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The link from your bank is incomplete. Go back and start linking again.',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('shows a failed status check with Try again, which polls again', async () => {
    saveAkoyaReturn({ returnTo, institution: chase });
    const api = serve({
      statuses: [apiFailure(503, 'SERVICE_UNAVAILABLE', 'We could not reach the server.'), 'COMPLETE'],
    });
    const { router } = openCallback(`code=code-1&state=${linkSessionId}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not check on Chase');
    expect(alert.textContent).toContain('We could not reach the server.');
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(returnTo));
    expect(api.to(statusRoute)).toHaveLength(2);
  });
});
