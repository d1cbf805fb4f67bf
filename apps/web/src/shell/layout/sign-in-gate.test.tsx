// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { dropSession, startSession } from '../../lib/auth/session';
import { renderWithTheme } from '../../ui/test-support/render-with-theme';
import { SignInGate } from './sign-in-gate';

vi.mock('../../lib/auth/auth-actions', () => ({ signIn: vi.fn(() => Promise.resolve()) }));
// Dropping the session forgets its refresh in the other tabs' record: nothing to forget here.
vi.mock('../../lib/auth/session-rotation', () => ({ forgetRotation: vi.fn() }));

afterEach(() => {
  dropSession();
  act(() => useAuthStore.getState().setStatus('loading'));
});

const page = <h1>The page</h1>;

describe('SignInGate', () => {
  it('shows its loading line while the profile is on its way, then the page', () => {
    startSession({ accessToken: 'access-1', expiresAt: Date.now() + 900_000 }, false);
    renderWithTheme(<SignInGate>{page}</SignInGate>);
    expect(screen.getByRole('status').textContent).toBe('Loading your account…');
    expect(screen.queryByRole('heading')).toBeNull();
    act(() => useAuthStore.getState().setStatus('authorized'));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('draws a page that draws with the session as soon as the browser holds one (decision 087)', () => {
    startSession({ accessToken: 'access-1', expiresAt: Date.now() + 900_000 }, false);
    renderWithTheme(<SignInGate drawsWithSession>{page}</SignInGate>);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps such a page behind its loading line without a session, and sends a refused one to sign in', () => {
    renderWithTheme(<SignInGate drawsWithSession>{page}</SignInGate>);
    expect(screen.getByRole('status').textContent).toBe('Loading your account…');
    expect(screen.queryByRole('heading')).toBeNull();
    act(() => useAuthStore.getState().setStatus('unauthorized'));
    expect(screen.getByRole('status').textContent).toBe('Taking you to sign in…');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
