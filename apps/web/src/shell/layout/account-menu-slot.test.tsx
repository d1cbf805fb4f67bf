// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { renderWithApp } from '../../ui/test-support/render-with-app';
import { AccountMenuSlot } from './account-menu-slot';

// The page goes idle at once here: the menu must still load only on the member's intent.
vi.mock('../after-first-paint', () => ({ afterFirstPaint: (run: () => void) => run() }));
// Whether the menu's module (its chunk in the build) was loaded yet.
const menuModule = vi.hoisted(() => ({ loaded: false }));
vi.mock('./account-menu', async (importOriginal) => {
  menuModule.loaded = true;
  return importOriginal();
});

const noCalls: typeof fetch = () => Promise.reject(new Error('no call expected'));

beforeEach(() => {
  useAuthStore.setState({
    status: 'authorized',
    user: { firstName: 'Jordan', lastName: 'Rivera' } as never,
  });
});

describe('AccountMenuSlot', () => {
  // First in the file: the module, once loaded, stays loaded for the tests after it.
  it('does not load the menu when the page goes idle, only on intent (the pointer over its button)', async () => {
    await renderWithApp(<AccountMenuSlot />, { fetch: noCalls, path: '/home' });
    const button = screen.getByRole('button', { name: 'Account menu for Jordan Rivera' });
    await vi.dynamicImportSettled();
    expect(menuModule.loaded).toBe(false);
    await userEvent.hover(button);
    await waitFor(() => expect(menuModule.loaded).toBe(true));
    // Loaded, not yet shown: the stand-in stays until the member presses it.
    expect(screen.queryByRole('menu')).toBeNull();
  });

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

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('opens the menu with the focus on its first item on the first %s on the stand-in', async (_name, key) => {
    await renderWithApp(<AccountMenuSlot />, { fetch: noCalls, path: '/home' });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account menu for Jordan Rivera' }));
    await userEvent.keyboard(key);
    await screen.findByRole('menu', { name: 'Account menu for Jordan Rivera' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]));
  });

  it('puts the focus on the first item when the loaded menu is pressed, as the stand-in does', async () => {
    const { AccountMenu } = await import('./account-menu');
    await renderWithApp(<AccountMenu />, { fetch: noCalls, path: '/home' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Jordan Rivera' }));
    await screen.findByRole('menu', { name: 'Account menu for Jordan Rivera' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]));
  });
});
