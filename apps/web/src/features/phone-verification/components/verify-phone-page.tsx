import { Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { loadProfile } from '../../../lib/auth/auth-actions';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { PhoneVerification } from './phone-verification';

/** Right after sign-up, and whenever the phone on file is not verified yet. */
export function VerifyPhonePage({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const phone = useAuthStore((state) => state.user?.phoneNumber?.number);
  return (
    <Stack maw={480} mx="auto" gap="lg">
      <Stack gap={4}>
        <Title order={1}>Verify your phone</Title>
        <Text c="dimmed">We text you about money moving in and out of your account and to confirm it is you.</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <PhoneVerification
          initialPhone={phone}
          onVerified={async () => {
            await loadProfile();
            await navigate({ to: returnTo, replace: true });
          }}
        />
      </Paper>
    </Stack>
  );
}
