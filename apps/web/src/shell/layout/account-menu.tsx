import { Avatar, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAuthStore } from '../../features/auth/store';

function initialsOf(firstName: string | undefined, lastName: string | undefined): string {
  return `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`.toUpperCase() || '?';
}

export function AccountMenu() {
  const user = useAuthStore((state) => state.user);
  const name = user ? `${user.firstName} ${user.lastName}` : 'Your account';
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <UnstyledButton>
          <VisuallyHidden>Account menu for {name}</VisuallyHidden>
          <Avatar color="fern" radius="xl" aria-hidden>
            {initialsOf(user?.firstName, user?.lastName)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to="/profile">
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/profile/info">
          Personal information
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout">
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
