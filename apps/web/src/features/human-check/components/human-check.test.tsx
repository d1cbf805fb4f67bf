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

/** An ALTCHA challenge as the server issues it, asking for one hex digit (16 tries on average). */
const challenge = {
  parameters: {
    algorithm: 'SHA-256',
    nonce: '6f1c9a0d2b7e4f5a8c3d1e0f9a8b7c6d',
    salt: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
    cost: 1,
    keyLength: 32,
    keyPrefix: '0',
    expiresAt: 1_893_456_300,
  },
  signature: 'ab'.repeat(32),
};
const issued = { challenge, expiresAt: '2030-01-01T00:05:00.000Z' };
const solution = (counter: number) => ({ counter, derivedKey: `0${'a'.repeat(63)}` });

function fakeApi({
  verify = vi.fn<HumanCheckApi['verify']>(async () => ({ token: 'token-1', expiresAt: '2030-01-01T00:10:00.000Z' })),
}: {
  verify?: Mock<HumanCheckApi['verify']>;
} = {}) {
  return { createChallenge: vi.fn<HumanCheckApi['createChallenge']>(async () => issued), verify };
}

/** A solver the test finishes by hand, after reporting some progress. */
function manualSolver() {
  let finish: (counter: number) => void = () => {};
  let report: (attempts: number) => void = () => {};
  let signal: AbortSignal | undefined;
  const solver = vi.fn<HumanCheckSolver>(
    (_challenge, options) =>
      new Promise((resolve) => {
        finish = (counter) => resolve(solution(counter));
        report = options.onProgress;
        signal = options.signal;
      }),
  );
  return {
    solver,
    finish: (counter: number) => finish(counter),
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

    // 16 tries for a one-digit prefix is the expected work: 63% likely done by now.
    report(16);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Progress of the check' }).getAttribute('aria-valuenow')).toBe(
        '63',
      ),
    );

    finish(7);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Verified'));
    expect(api.verify).toHaveBeenCalledWith({ challenge, solution: solution(7) }, expect.anything());
    expect(onVerified).toHaveBeenCalledExactlyOnceWith('token-1');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('solves a real challenge with the main-thread solver', async () => {
    const api = fakeApi();
    const onVerified = vi.fn();
    renderWithTheme(<HumanCheck onVerified={onVerified} api={api} solver={solveOnMainThread} />);
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('token-1'));
    const answer = api.verify.mock.calls[0]?.[0];
    expect(answer?.challenge).toEqual(challenge);
    expect(answer?.solution.derivedKey).toMatch(/^0[0-9a-f]{63}$/);
  });

  it("shows why it failed with 'Try again', which runs a new check", async () => {
    const user = userEvent.setup();
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      title: 'Check the highlighted fields',
      description: 'challenge: This check has expired. Start a new one.',
      fields: { challenge: 'This check has expired. Start a new one.' },
    });
    const api = fakeApi({
      verify: vi
        .fn<HumanCheckApi['verify']>()
        .mockRejectedValueOnce(refused)
        .mockResolvedValueOnce({ token: 'token-2', expiresAt: '2030-01-01T00:10:00.000Z' }),
    });
    const onVerified = vi.fn();
    renderWithTheme(<HumanCheck onVerified={onVerified} api={api} solver={async () => solution(3)} />);

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
    renderWithTheme(<HumanCheckPage api={fakeApi()} solver={async () => solution(1)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'A quick check that you are a person' })).toBeTruthy();
    expect(screen.getByText(/no pictures to pick/)).toBeTruthy();
    expect(await screen.findByText(/A pass works once and lasts 10 minutes/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Verified');
  });

  it("runs a fresh check on 'Check again'", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderWithTheme(<HumanCheckPage api={api} solver={async () => solution(1)} />);
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(api.createChallenge).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Verified');
  });
});
