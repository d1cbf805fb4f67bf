// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { leavePage } from '../../lib/leave-page';
import { renderWithTheme } from '../../ui/test-support/render-with-theme';
import { sessionTimeoutMs } from './idle-rules';
import { SessionIdle, warningLoadLeadMs } from './session-idle';
import { useSessionIdleStore } from './session-idle-store';

// Where the page would go (jsdom cannot navigate).
vi.mock('../../lib/leave-page', () => ({ leavePage: vi.fn() }));

// Whether the warning's module (its chunk in the build) was loaded yet.
const warningModule = vi.hoisted(() => ({ loaded: false }));
vi.mock('./idle-warning', async (importOriginal) => {
  warningModule.loaded = true;
  return importOriginal();
});

describe('the session idle watch', () => {
  const assign = vi.mocked(leavePage);

  beforeEach(() => {
    vi.useFakeTimers();
    useAuthStore.setState({ status: 'authorized' });
    useSessionIdleStore.setState({ idle: false, dialogOpen: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    assign.mockReset();
    useAuthStore.setState({ status: 'loading' });
  });

  // First in the file: the module, once loaded, stays loaded for the tests after it.
  it("loads the warning's code only in the last minute before it shows", async () => {
    renderWithTheme(<SessionIdle />);
    await act(async () => vi.advanceTimersByTime(sessionTimeoutMs - warningLoadLeadMs - 1000));
    await vi.dynamicImportSettled();
    expect(warningModule.loaded).toBe(false);
    await act(async () => vi.advanceTimersByTime(1000));
    await vi.dynamicImportSettled();
    expect(warningModule.loaded).toBe(true);
    expect(screen.queryByText('Are you still there?')).toBeNull();
  });

  it('warns after 9 minutes without activity, counts down 60 seconds, then signs out', async () => {
    renderWithTheme(<SessionIdle />);
    await act(async () => vi.advanceTimersByTime(sessionTimeoutMs - 1000));
    await act(async () => vi.dynamicImportSettled());
    expect(screen.queryByText('Are you still there?')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Are you still there?')).toBeTruthy();
    expect(screen.getByText(/sign you out in 1:00/)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(screen.getByText(/sign you out in 0:30/)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(assign).toHaveBeenCalledWith('/logout');
  });

  it('keeps the session when the member chooses to stay', async () => {
    renderWithTheme(<SessionIdle />);
    await act(async () => vi.advanceTimersByTime(sessionTimeoutMs));
    await act(async () => vi.dynamicImportSettled());
    await act(async () => screen.getByRole('button', { name: 'Stay signed in' }).click());
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(assign).not.toHaveBeenCalled();
  });

  it('watches nothing while no member is signed in', async () => {
    useAuthStore.setState({ status: 'unauthorized' });
    renderWithTheme(<SessionIdle />);
    await act(async () => vi.advanceTimersByTime(sessionTimeoutMs + 60_000));
    expect(screen.queryByText('Are you still there?')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
