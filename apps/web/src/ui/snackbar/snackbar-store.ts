// The app's one snackbar (spec sections 3 and 4): a short message at the bottom of the screen that
// hides itself after its duration. Showing another replaces it and restarts the timer.
import type { ReactNode } from 'react';
import { create } from 'zustand';

export interface SnackbarAction {
  label: string;
  /** Runs after the snackbar has started hiding. */
  onClick: () => void;
}

export interface SnackbarOptions {
  text: string;
  icon?: ReactNode;
  /** In ms; defaults to `defaultAutoHideDurationMs`. */
  autoHideDuration?: number;
  actions?: SnackbarAction[];
}

/**
 * The spec gives no default. 4 s leaves time to read a one-line message (Material's guidance is 4 to
 * 10 s); callers with more to say or an action to offer pass a longer duration.
 */
export const defaultAutoHideDurationMs = 4000;

/** Spec section 9. */
export const snackbarHideAnimationMs = 270;

export interface ShownSnackbar {
  /** Changes on every show, so a new message is a new element and is announced again. */
  id: number;
  options: SnackbarOptions;
}

interface SnackbarState {
  /** Kept after hiding, so the snackbar keeps its content while it animates out. */
  snackbar: ShownSnackbar | null;
  opened: boolean;
  showSnackbar: (options: SnackbarOptions) => void;
  hideSnackbar: () => void;
  /** Stops the countdown while the pointer or focus is on the snackbar, so it cannot vanish mid-read. */
  pauseAutoHide: () => void;
  /** Starts the full duration again once the pointer or focus has left. */
  resumeAutoHide: () => void;
}

let nextSnackbarId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function stopTimer() {
  clearTimeout(hideTimer);
  hideTimer = undefined;
}

export const useSnackbarStore = create<SnackbarState>()((set, get) => {
  const startTimer = () => {
    stopTimer();
    const duration = get().snackbar?.options.autoHideDuration ?? defaultAutoHideDurationMs;
    hideTimer = setTimeout(() => get().hideSnackbar(), duration);
  };

  return {
    snackbar: null,
    opened: false,
    showSnackbar: (options) => {
      set({ snackbar: { id: nextSnackbarId++, options }, opened: true });
      startTimer();
    },
    hideSnackbar: () => {
      stopTimer();
      set({ opened: false });
    },
    pauseAutoHide: stopTimer,
    resumeAutoHide: () => {
      if (get().opened) startTimer();
    },
  };
});

/** For code outside React, such as a mutation's error handler. */
export function showSnackbar(options: SnackbarOptions): void {
  useSnackbarStore.getState().showSnackbar(options);
}

export function hideSnackbar(): void {
  useSnackbarStore.getState().hideSnackbar();
}
