// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { renderWithApp } from '../../ui/test-support/render-with-app';
import { AccountMenu } from './account-menu';
import { AccountMenuSlot } from './account-menu-slot';

// The page never goes idle here: the menu loads only because the member presses its button.
vi.mock('../after-first-paint', () => ({ afterFirstPaint: () => {} }));

const noCalls: typeof fetch = () => Promise.reject(new Error('no call expected'));

beforeEach(() => {
  useAuthStore.setState({
    status: 'authorized',
    user: { firstName: 'Jordan', lastName: 'Rivera' } as never,
  });
});

describe('AccountMenuSlot', () => {
  it('shows the account button before the menu has loaded, and opens the menu on the first press', async () => {
    await renderWithApp(<AccountMenuSlot />, { fetch: noCalls, path: '/home' });
    const button = screen.getByRole('button', { name: 'Account menu for Jordan Rivera' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(button);
    await screen.findByRole('menu', { name: 'Account menu for Jordan Rivera' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Personal information',
      'Sign out',
    ]);
    expect(screen.getByRole('button', { name: 'Account menu for Jordan Rivera' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    // Focus goes where the loaded menu puts it on a press: its first item.
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]));
  });

  it('puts the focus on the first item when the loaded menu is pressed, as the stand-in does', async () => {
    await renderWithApp(<AccountMenu />, { fetch: noCalls, path: '/home' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Jordan Rivera' }));
    await screen.findByRole('menu', { name: 'Account menu for Jordan Rivera' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]));
  });
});
