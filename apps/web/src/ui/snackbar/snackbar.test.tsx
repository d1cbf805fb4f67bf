// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-support/render-with-theme';
import { Snackbar } from './snackbar';
import { hideSnackbar, showSnackbar, useSnackbarStore } from './snackbar-store';

beforeEach(() => {
  vi.useFakeTimers();
  useSnackbarStore.setState({ snackbar: null, opened: false });
});

afterEach(() => {
  act(() => hideSnackbar());
  vi.useRealTimers();
});

describe('Snackbar', () => {
  it('keeps an empty polite live region in the page before any message', () => {
    renderWithTheme(<Snackbar />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('shows the text and icon, then hides after its duration', () => {
    renderWithTheme(<Snackbar />);
    act(() =>
      showSnackbar({
        text: 'Unable to remove your account. Please try again.',
        icon: <span data-testid="icon" />,
        autoHideDuration: 3000,
      }),
    );
    expect(screen.getByRole('status').textContent).toContain('Unable to remove your account. Please try again.');
    expect(screen.getByTestId('icon')).toBeTruthy();
    // Mantine's Notification would otherwise be an assertive alert inside the polite region.
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText(/Unable to remove/)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(/Unable to remove/)).toBeNull();
  });

  it('hides, then runs an action when it is clicked', () => {
    const undo = vi.fn();
    renderWithTheme(<Snackbar />);
    act(() => showSnackbar({ text: 'Bank removed', actions: [{ label: 'Undo', onClick: undo }] }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByText('Bank removed')).toBeNull();
  });

  it('can be dismissed, and stays while the pointer is on it', () => {
    renderWithTheme(<Snackbar />);
    act(() => showSnackbar({ text: 'Saved', autoHideDuration: 1000 }));
    fireEvent.mouseEnter(screen.getByText('Saved'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Saved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
