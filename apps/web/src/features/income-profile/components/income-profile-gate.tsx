import type { IncomeProfile } from '@fernleaf/contract/income-profile';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIncomeProfile } from '../api/get-income-profile';
import { FormAlert } from './form-alert';

/**
 * Shows a form only once the saved profile is known, so the form starts from the member's earlier
 * answers instead of changing under their hands; a failed load offers to try again.
 */
export function IncomeProfileGate({ children }: { children: (profile: IncomeProfile) => ReactNode }) {
  const profile = useIncomeProfile();
  if (profile.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading your answers…</Text>
      </Group>
    );
  }
  if (profile.isError) {
    return (
      <FormAlert title="We could not load your answers">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Check your connection and try again.</Text>
          <Button size="xs" variant="default" onClick={() => void profile.refetch()} loading={profile.isFetching}>
            Try again
          </Button>
        </Stack>
      </FormAlert>
    );
  }
  return children(profile.data);
}
