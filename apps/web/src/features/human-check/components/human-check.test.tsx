// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithTheme } from '../../../ui/test-support/render-with-theme';
import { type HumanCheckSolver, solveOnMainThread } from '../lib/solver';
import type { HumanCheckApi } from '../use-human-check';
import { HumanCheck } from './human-check';
import { HumanCheckPage } from './human-check-page';

const challenge = {
  challengeId: 'challenge-1',
  algorithm: 'SHA-256' as const,
  salt: 'c2FsdC1mb3ItdGhlLXRlc3Q',
  difficulty: 4,
  expiresAt: '2030-01-01T00:05:00.000Z',
};

function fakeApi({
  verify = vi.fn<HumanCheckApi['verify']>(async () => ({ token: 'token-1', expiresAt: '2030-01-01T00:10:00.000Z' })),
}: {
  verify?: Mock<HumanCheckApi['verify']>;
} = {}) {
  return { createChallenge: vi.fn<HumanCheckApi['createChallenge']>(async () => challenge), verify };
}

/** A solver the test finishes by hand, after reporting some progress. */
function manualSolver() {
  let finish: (nonce: number) => void = () => {};
  let report: (attempts: number) => void = () => {};
  let signal: AbortSignal | undefined;
  const solver = vi.fn<HumanCheckSolver>(
    (_challenge, options) =>
      new Promise<number>((resolve) => {
        finish = resolve;
        report = options.onProgress;
        signal = options.signal;
      }),
  );
  return {
    solver,
    finish: (nonce: number) => finish(nonce),
    report: (attempts: number) => report(attempts),
    signal: () => signal,
  };
}

describe('HumanCheck', () => {
  it('shows progress while checking, then Verified, and hands over the token', async () => {
    const api = fakeApi();
    const { solver, finish, report } = manualSolver();
    const onVerified = vi.fn();
    renderWithTheme(<HumanCheck onVerified={onVerified} api={api} solver={solver} />);

    const status = screen.getByRole('status');
    expect(status).toHaveProperty('textContent', 'Checking you are a person…');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(solver).toHaveBeenCalled());
    expect(solver.mock.calls[0]?.[0]).toEqual(challenge);

    // 16 tries at difficulty 4 is the expected work: 63% likely done by now.
    report(16);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Progress of the check' }).getAttribute('aria-valuenow')).toBe(
        '63',
      ),
    );

    finish(7);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Verified'));
    expect(api.verify).toHaveBeenCalledWith({ challengeId: 'challenge-1', nonce: 7 }, expect.anything());
    expect(onVerified).toHaveBeenCalledExactlyOnceWith('token-1');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('solves a real challenge with the main-thread solver', async () => {
    const api = fakeApi();
    const onVerified = vi.fn();
    renderWithTheme(<HumanCheck onVerified={onVerified} api={api} solver={solveOnMainThread} />);
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('token-1'));
    const { nonce } = api.verify.mock.calls[0]?.[0] ?? { nonce: -1 };
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${challenge.salt}${nonce}`));
    expect(new Uint8Array(digest)[0]).toBeLessThan(16);
  });

  it("shows why it failed with 'Try again', which runs a new check", async () => {
    const user = userEvent.setup();
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      title: 'Check the highlighted fields',
      description: 'challengeId: This check has expired. Start a new one.',
      fields: { challengeId: 'This check has expired. Start a new one.' },
    });
    const api = fakeApi({
      verify: vi
        .fn<HumanCheckApi['verify']>()
        .mockRejectedValueOnce(refused)
        .mockResolvedValueOnce({ token: 'token-2', expiresAt: '2030-01-01T00:10:00.000Z' }),
    });
    const onVerified = vi.fn();
    renderWithTheme(<HumanCheck onVerified={onVerified} api={api} solver={async () => 3} />);

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'We could not finish the checkThis check has expired. Start a new one.',
      ),
    );
    expect(onVerified).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Verified'));
    expect(api.createChallenge).toHaveBeenCalledTimes(2);
    expect(onVerified).toHaveBeenCalledExactlyOnceWith('token-2');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says something plain when the failure is not from the API', async () => {
    const api = fakeApi();
    renderWithTheme(
      <HumanCheck
        onVerified={() => {}}
        api={api}
        solver={async () => {
          throw new Error('No answer found within 1024 tries');
        }}
      />,
    );
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('stops working when it leaves the page', async () => {
    const api = fakeApi();
    const { solver, signal } = manualSolver();
    const view = renderWithTheme(<HumanCheck onVerified={() => {}} api={api} solver={solver} />);
    await waitFor(() => expect(solver).toHaveBeenCalled());
    expect(signal()?.aborted).toBe(false);
    view.unmount();
    expect(signal()?.aborted).toBe(true);
  });
});

describe('HumanCheckPage', () => {
  it('explains the check, runs it and says the pass lasts 10 minutes', async () => {
    renderWithTheme(<HumanCheckPage api={fakeApi()} solver={async () => 1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'A quick check that you are a person' })).toBeTruthy();
    expect(screen.getByText(/no pictures to pick/)).toBeTruthy();
    expect(await screen.findByText(/A pass works once and lasts 10 minutes/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Verified');
  });

  it("runs a fresh check on 'Check again'", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderWithTheme(<HumanCheckPage api={api} solver={async () => 1} />);
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(api.createChallenge).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Verified');
  });
});
