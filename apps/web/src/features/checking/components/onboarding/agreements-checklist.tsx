import type { BankingEsignDocument } from '@fernleaf/contract/checking';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { openDialog } from '../../../../shell/dialogs/dialog-store';

/**
 * One checkbox per agreement, each with a button that opens it in the legal agreement dialog, whose
 * Accept ticks it. Signed agreements show as signed and need nothing more.
 */
export function AgreementsChecklist({
  documents,
  accepted,
  onChange,
  error,
}: {
  documents: BankingEsignDocument[];
  accepted: string[];
  onChange: (accepted: string[]) => void;
  error: string | undefined;
}) {
  function accept(documentId: string) {
    if (!accepted.includes(documentId)) onChange([...accepted, documentId]);
  }

  return (
    <Checkbox.Group
      label="Agreements"
      description="Read each agreement, then accept it."
      value={[
        ...accepted,
        ...documents.filter((document) => document.isEsigned).map((document) => document.documentId),
      ]}
      onChange={(values) => onChange(values.filter((id) => documents.some((d) => d.documentId === id && !d.isEsigned)))}
      error={error}
      required
    >
      <Stack gap="sm" mt="xs">
        {documents.map((document) => (
          <Group key={document.documentId} justify="space-between" gap="sm" wrap="wrap">
            <Checkbox
              value={document.documentId}
              disabled={document.isEsigned}
              label={document.isEsigned ? `${document.name} (signed)` : `I have read and accept the ${document.name}`}
            />
            <Button
              variant="subtle"
              size="compact-sm"
              aria-label={`Read the ${document.name}`}
              onClick={() =>
                openDialog({
                  title: document.name,
                  legalAgreement: {
                    docId: document.documentId,
                    docName: document.name,
                    onClickAccept: document.isEsigned ? undefined : () => accept(document.documentId),
                  },
                })
              }
            >
              Read
            </Button>
          </Group>
        ))}
        {documents.length === 0 && <Text c="dimmed">There is nothing to sign.</Text>}
      </Stack>
    </Checkbox.Group>
  );
}
