// @vitest-environment jsdom
// The account menu's code is not part of a visit that does not use it: it loads on intent (decision 079).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { renderWithApp } from '../../ui/test-support/render-with-app';
import { AccountMenuSlot } from './account-menu-slot';

const menuLoaded = vi.hoisted(() => vi.fn());
// The page goes idle at once: the menu must still wait for the member.
vi.mock('../after-first-paint', () => ({ afterFirstPaint: (run: () => void) => run() }));
vi.mock('./account-menu', () => {
  menuLoaded();
  return { AccountMenu: () => <p>menu loaded</p> };
});

const noCalls: typeof fetch = () => Promise.reject(new Error('no call expected'));

beforeEach(() => {
  useAuthStore.setState({ status: 'authorized', user: { firstName: 'Jordan', lastName: 'Rivera' } as never });
});

describe('AccountMenuSlot loading', () => {
  it('fetches the menu when the pointer comes over its button, not when the page goes idle', async () => {
    await renderWithApp(<AccountMenuSlot />, { fetch: noCalls, path: '/home' });
    const button = screen.getByRole('button', { name: 'Account menu for Jordan Rivera' });
    // Effects and the transitions they start have run; nothing asked for the menu.
    await act(async () => {});
    expect(menuLoaded).not.toHaveBeenCalled();

    fireEvent.pointerEnter(button);
    await waitFor(() => expect(menuLoaded).toHaveBeenCalledTimes(1));
    // Still the stand-in, until pressed.
    expect(screen.queryByText('menu loaded')).toBeNull();
    fireEvent.click(button);
    await screen.findByText('menu loaded');
  });
});
