import { getRoartag } from '@fernleaf/contract/user';
import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { callApi } from '../../../lib/api-client';
import { formatMonthYear } from '../../../lib/format/date';
import { useAuthStore } from '../../auth/store';

export function ProfilePage() {
  const user = useAuthStore((state) => state.user);
  const roartag = useQuery({ queryKey: ['roartag'], queryFn: ({ signal }) => callApi(getRoartag, {}, { signal }) });
  if (!user) return null;
  return (
    <Stack gap="lg" maw={720} mx="auto">
      <Group gap="md">
        <Avatar size="xl" radius="xl" color="fern">
          {`${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase()}
        </Avatar>
        <Stack gap={2}>
          <Title order={1}>
            {user.firstName} {user.lastName}
          </Title>
          <Text c="dimmed">{roartag.data ? `$${roartag.data.roartag}` : '\u00a0'}</Text>
          <Text size="sm" c="dimmed">
            Member since {formatMonthYear(user.createdAt)}
          </Text>
        </Stack>
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Your account
          </Title>
          <Anchor component={Link} to="/profile/info" fw={600}>
            Personal information
          </Anchor>
          <Text size="sm" c="dimmed">
            Your email, phone number, date of birth and text message settings.
          </Text>
          <Anchor component={Link} to="/profile/security" fw={600}>
            Sign-in and security
          </Anchor>
          <Text size="sm" c="dimmed">
            Change your password or email, and see where you are signed in.
          </Text>
          <Anchor component={Link} to="/logout" fw={600}>
            Sign out
          </Anchor>
        </Stack>
      </Card>
    </Stack>
  );
}
