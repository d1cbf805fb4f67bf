import { Menu, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AccountAvatar, useAccountName } from './account-avatar';

/** The entries of the account menu, in order; each is a page of the app. */
export const accountMenuEntries = [
  { label: 'Profile', to: '/profile' },
  { label: 'Personal information', to: '/profile/info' },
  { label: 'Sign out', to: '/logout' },
] as const;

/**
 * The member's initials opening the account menu. The dropdown stays inside the header (no portal), so
 * it is part of the banner landmark, and it holds menu items only: a `menu` may own nothing else.
 * Loaded after the first screen (account-menu-slot.tsx): `opened` when the member asked for it before,
 * `focused` when the stand-in button had the focus.
 */
export function AccountMenu({ opened = false, focused = false }: { opened?: boolean; focused?: boolean }) {
  const name = useAccountName();
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) target.current?.focus();
  }, [focused]);
  return (
    <Menu
      position="bottom-end"
      width={220}
      withinPortal={false}
      withInitialFocusPlaceholder={false}
      defaultOpened={opened}
    >
      <Menu.Target>
        <UnstyledButton ref={target}>
          <AccountAvatar />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown aria-label={`Account menu for ${name}`}>
        {accountMenuEntries.map((entry) => (
          <Menu.Item key={entry.to} component={Link} to={entry.to}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
