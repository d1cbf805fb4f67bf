import { Avatar, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAuthStore } from '../../lib/auth/auth-store';

function initialsOf(firstName: string | undefined, lastName: string | undefined): string {
  return `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`.toUpperCase() || '?';
}

/** The entries of the account menu, in order; each is a page of the app. */
export const accountMenuEntries = [
  { label: 'Profile', to: '/profile' },
  { label: 'Personal information', to: '/profile/info' },
  { label: 'Sign out', to: '/logout' },
] as const;

/**
 * The member's initials opening the account menu. The dropdown stays inside the header (no portal), so
 * it is part of the banner landmark, and it holds menu items only: a `menu` may own nothing else.
 */
export function AccountMenu() {
  const user = useAuthStore((state) => state.user);
  const name = user ? `${user.firstName} ${user.lastName}` : 'your account';
  return (
    <Menu position="bottom-end" width={220} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton>
          <VisuallyHidden>Account menu for {name}</VisuallyHidden>
          <Avatar color="fern" radius="xl" aria-hidden>
            {initialsOf(user?.firstName, user?.lastName)}
          </Avatar>
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
