import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultAutoHideDurationMs, hideSnackbar, showSnackbar, useSnackbarStore } from './snackbar-store';

beforeEach(() => {
  vi.useFakeTimers();
  useSnackbarStore.setState({ snackbar: null, opened: false });
});

afterEach(() => {
  hideSnackbar();
  vi.useRealTimers();
});

const isOpened = () => useSnackbarStore.getState().opened;

describe('snackbar store', () => {
  it('hides itself after its own duration', () => {
    showSnackbar({ text: 'Unable to remove your account. Please try again.', autoHideDuration: 3000 });
    expect(isOpened()).toBe(true);
    vi.advanceTimersByTime(2999);
    expect(isOpened()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpened()).toBe(false);
    // The text stays for the hide animation.
    expect(useSnackbarStore.getState().snackbar?.options.text).toMatch(/Unable to remove/);
  });

  it('defaults to 4000 ms', () => {
    expect(defaultAutoHideDurationMs).toBe(4000);
    showSnackbar({ text: 'Saved' });
    vi.advanceTimersByTime(3999);
    expect(isOpened()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpened()).toBe(false);
  });

  it('restarts the countdown when a new message replaces the old one', () => {
    showSnackbar({ text: 'First', autoHideDuration: 1000 });
    vi.advanceTimersByTime(800);
    showSnackbar({ text: 'Second', autoHideDuration: 1000 });
    vi.advanceTimersByTime(800);
    expect(isOpened()).toBe(true);
    expect(useSnackbarStore.getState().snackbar?.options.text).toBe('Second');
    vi.advanceTimersByTime(200);
    expect(isOpened()).toBe(false);
  });

  it('does not hide while paused, and counts the full duration again once resumed', () => {
    showSnackbar({ text: 'Saved', autoHideDuration: 1000 });
    useSnackbarStore.getState().pauseAutoHide();
    vi.advanceTimersByTime(5000);
    expect(isOpened()).toBe(true);
    useSnackbarStore.getState().resumeAutoHide();
    vi.advanceTimersByTime(999);
    expect(isOpened()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpened()).toBe(false);
  });

  it('hides at once on request and does not come back when resumed', () => {
    showSnackbar({ text: 'Saved' });
    hideSnackbar();
    expect(isOpened()).toBe(false);
    useSnackbarStore.getState().resumeAutoHide();
    expect(isOpened()).toBe(false);
  });
});
