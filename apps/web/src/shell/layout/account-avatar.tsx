import { Avatar, VisuallyHidden } from '@mantine/core';
import { useAuthStore } from '../../lib/auth/auth-store';

function initialsOf(firstName: string | undefined, lastName: string | undefined): string {
  return `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`.toUpperCase() || '?';
}

export function useAccountName(): string {
  const user = useAuthStore((state) => state.user);
  return user ? `${user.firstName} ${user.lastName}` : 'your account';
}

/** What the account menu's button shows: the member's initials, named for screen readers. */
export function AccountAvatar() {
  const user = useAuthStore((state) => state.user);
  const name = useAccountName();
  return (
    <>
      <VisuallyHidden>Account menu for {name}</VisuallyHidden>
      <Avatar color="fern" radius="xl" aria-hidden>
        {initialsOf(user?.firstName, user?.lastName)}
      </Avatar>
    </>
  );
}
