import type { Institution } from '@fernleaf/contract/bank';
import { Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { FailureAlert } from '../../../ui/failure-alert';
import { useTopInstitutions } from '../api/top-institutions';
import { failureMessage } from '../lib/failure-message';
import { InstitutionButton } from './institution-button';

/** The most used banks as a grid of buttons, shown before the member searches. */
export function TopBanksGrid({
  onPick,
  akoyaOnly = false,
  labelId,
}: {
  onPick(institution: Institution): void;
  akoyaOnly?: boolean;
  /** The id of the heading that names the grid. */
  labelId: string;
}) {
  const top = useTopInstitutions({ akoyaOnly });

  if (top.isPending) {
    return (
      <Stack align="center" gap="xs" py="md" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Loading popular banks…</Text>
      </Stack>
    );
  }
  if (top.isError) {
    return (
      <FailureAlert
        title="We could not load the list of banks"
        actions={[{ label: 'Try again', onClick: () => void top.refetch() }]}
      >
        {failureMessage(top.error)}
      </FailureAlert>
    );
  }
  if (top.data.institutions.length === 0) {
    return <Text c="dimmed">No popular banks to show. Search for yours above.</Text>;
  }
  return (
    <SimpleGrid component="ul" aria-labelledby={labelId} cols={{ base: 1, xs: 2 }} spacing="sm" p={0} m={0}>
      {top.data.institutions.map((institution) => (
        <li key={institution.id} style={{ listStyle: 'none' }}>
          <InstitutionButton institution={institution} onPick={onPick} />
        </li>
      ))}
    </SimpleGrid>
  );
}
