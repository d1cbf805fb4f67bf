// @vitest-environment jsdom
import type { BankSource, LinkedBankStatus } from '@fernleaf/contract/bank';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aLinkedBankSummary,
  aLinkSession,
  anInstitution,
  bankId,
  linkSessionId,
} from '../../../ui/test-support/bank-fixtures';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { readAkoyaReturn } from '../lib/akoya-return';
import { useBankStore } from '../store';
import { apiFailure, type FakeAnswer, fakeApi } from '../test-support/fake-api';
import { fakeProvider } from '../test-support/fake-provider';
import { renderBankUi } from '../test-support/render-bank-ui';
import { BankLinkFlow } from './bank-link-flow';

const initiateRoute = 'POST /api/bank/linking/initiate';
const returnTo = '/onboarding/loans/bv-linking';

function serve(
  source: BankSource,
  {
    initiate,
    statuses = ['COMPLETE'],
    failAfter,
  }: {
    initiate?: () => FakeAnswer;
    statuses?: (LinkedBankStatus | FakeAnswer)[];
    failAfter?: number;
  } = {},
) {
  const institution = anInstitution({ source });
  const provider = fakeProvider(source, failAfter === undefined ? {} : { failAfter });
  let statusCall = 0;
  const api = fakeApi({
    ...provider.routes,
    'POST /api/bank/institution/top': () => ({ data: { institutions: [institution] } }),
    [initiateRoute]: initiate ?? (() => ({ data: aLinkSession({ source, institution }) })),
    [`GET /api/bank/linking/${source}/${bankId}/status`]: () => {
      const answer = statuses[Math.min(statusCall++, statuses.length - 1)] ?? 'COMPLETE';
      return typeof answer === 'string' ? { data: { banks: [{ id: bankId, status: answer }] } } : answer;
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return { api, institution, statusCalls: () => statusCall };
}

function renderFlow() {
  const onLinked = vi.fn();
  const leavePage = vi.fn();
  renderBankUi(<BankLinkFlow onLinked={onLinked} returnTo={returnTo} leavePage={leavePage} />);
  return { onLinked, leavePage, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

async function pickChase(user: ReturnType<typeof userEvent.setup>) {
  const grid = await screen.findByRole('list', { name: 'Popular banks' });
  await user.click(within(grid).getByRole('button', { name: 'Chase' }));
}

async function signInAtPlaid(user: ReturnType<typeof userEvent.setup>, password = 'pass_good') {
  const dialog = await screen.findByRole('dialog', { name: 'Plaid (sandbox)' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'user_good');
  await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

const idempotencyKeys = (api: ReturnType<typeof fakeApi>) =>
  api.to(initiateRoute).map((request) => request.headers['idempotency-key']);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sessionStorage.clear();
  useBankStore.getState().reset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BankLinkFlow', () => {
  it('links a Plaid-style bank: choose, sign in, connect, then calls onLinked', async () => {
    const { api, institution } = serve('PLAID', { statuses: ['PENDING', 'COMPLETE'] });
    const { user, onLinked } = renderFlow();
    await expectNoAxeViolations();
    await pickChase(user);
    expect(useBankStore.getState().selectedBank).toEqual(institution);
    expect(api.to(initiateRoute).map((request) => request.body)).toEqual([{ institutionId: 'ins_chase' }]);
    expect(idempotencyKeys(api)[0]).toMatch(/^[0-9a-f-]{36}$/);

    await signInAtPlaid(user);
    await screen.findByRole('progressbar', { name: 'Connecting to Chase' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const announced = screen.getAllByText('Connecting to Chase…');
    expect(announced.some((element) => element.closest('[aria-live="polite"]') !== null)).toBe(true);
    expect(onLinked).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(onLinked).toHaveBeenCalledOnce());
    const linked = aLinkedBankSummary({ status: 'COMPLETE' });
    expect(onLinked).toHaveBeenCalledWith(linked);
    expect(useBankStore.getState().linkedBank).toEqual(linked);
    expect(screen.getByText('Chase is linked')).toBeTruthy();
  });

  it('saves the way back and the bank, then leaves for the Akoya-style provider page', async () => {
    const { institution } = serve('AKOYA');
    const { user, leavePage, onLinked } = renderFlow();
    await pickChase(user);
    await waitFor(() => expect(leavePage).toHaveBeenCalledOnce());
    expect(leavePage).toHaveBeenCalledWith(`/sandbox/akoya/authorize?state=${linkSessionId}`);
    expect(readAkoyaReturn()).toEqual({ returnTo, institution });
    // Shown, and announced through the flow's live region.
    const shown = screen.getAllByText('Taking you to Chase to sign in…');
    expect(shown.map((element) => element.closest('[aria-live="polite"]') !== null).sort()).toEqual([false, true]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onLinked).not.toHaveBeenCalled();
  });

  it('retries a failed start with the same key, and opens the provider once it works', async () => {
    let calls = 0;
    const { api } = serve('PLAID', {
      initiate: () =>
        calls++ === 0
          ? apiFailure(503, 'SERVICE_UNAVAILABLE', 'The bank is not answering right now.')
          : { data: aLinkSession({ source: 'PLAID' }) },
    });
    const { user } = renderFlow();
    await pickChase(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not open Chase');
    expect(alert.textContent).toContain('The bank is not answering right now.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Plaid (sandbox)' })).toBeTruthy();
    const [first, second] = idempotencyKeys(api);
    expect(second).toBe(first);
  });

  it('goes back to choosing, with the keyboard on the step, when the provider screen is closed', async () => {
    serve('PLAID');
    const { user } = renderFlow();
    await pickChase(user);
    await user.click(await screen.findByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Choose your bank' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.contains(screen.getByText('Choose your bank'))).toBe(true));
  });

  it('opens a new session, with a new key, when the member starts again after the provider closed one', async () => {
    const { api } = serve('PLAID', { failAfter: 1 });
    const { user } = renderFlow();
    await pickChase(user);
    await signInAtPlaid(user, 'wrong');
    await user.click(await screen.findByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(api.to(initiateRoute)).toHaveLength(2));
    const [first, second] = idempotencyKeys(api);
    expect(second).not.toBe(first);
    expect(await screen.findByRole('dialog', { name: 'Plaid (sandbox)' })).toBeTruthy();
  });

  it('shows a failed status check with Try again, then finishes', async () => {
    const { statusCalls } = serve('PLAID', {
      statuses: [apiFailure(503, 'SERVICE_UNAVAILABLE', 'We could not reach the server.'), 'COMPLETE'],
    });
    const { user, onLinked } = renderFlow();
    await pickChase(user);
    await signInAtPlaid(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not check on Chase');
    expect(onLinked).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onLinked).toHaveBeenCalledOnce());
    expect(statusCalls()).toBe(2);
  });
});
