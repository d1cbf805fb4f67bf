import type { Institution } from '@fernleaf/contract/bank';
import { Button } from '@mantine/core';
import { InstitutionBadge } from './institution-badge';

/** One bank to pick: its badge and name; the name is the button's accessible name. */
export function InstitutionButton({
  institution,
  onPick,
  disabled = false,
}: {
  institution: Institution;
  onPick(institution: Institution): void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="default"
      size="lg"
      radius="md"
      fullWidth
      justify="flex-start"
      leftSection={<InstitutionBadge initials={institution.initials} color={institution.color} size="sm" />}
      onClick={() => onPick(institution)}
      disabled={disabled}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left', fontWeight: 600 } }}
    >
      {institution.name}
    </Button>
  );
}
