import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { ChangeEmailSection } from './change-email-section';
import { ChangePasswordSection } from './change-password-section';
import { SignedInBrowsersSection } from './signed-in-browsers-section';

export function ProfileSecurityPage() {
  const email = useAuthStore((state) => state.user?.email);
  if (!email) return null;
  return (
    <Stack gap="lg" maw={720} mx="auto">
      <Stack gap={4}>
        <Anchor component={Link} to="/profile" size="sm">
          ← Profile
        </Anchor>
        <Title order={1}>Sign-in and security</Title>
        <Text c="dimmed">Your password, the email you sign in with, and where you are signed in.</Text>
      </Stack>
      <ChangePasswordSection />
      <ChangeEmailSection currentEmail={email} />
      <SignedInBrowsersSection />
    </Stack>
  );
}
