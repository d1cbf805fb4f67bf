import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';

export interface AgreementDocument {
  documentId: string;
  name: string;
  isEsigned: boolean;
}

/**
 * One checkbox per agreement, each with a Read button; `onRead` opens the document (the legal
 * agreement dialog) and calls `accept` when the member accepts it there, which ticks it. Signed
 * agreements show as signed; optional ones say so.
 */
export function AgreementsList({
  label,
  description,
  documents,
  accepted,
  onChange,
  onRead,
  error,
  optional = false,
  disabled,
}: {
  label: string;
  description?: string;
  documents: AgreementDocument[];
  accepted: string[];
  onChange: (accepted: string[]) => void;
  onRead: (document: AgreementDocument, accept: (() => void) | undefined) => void;
  error?: string | undefined;
  optional?: boolean;
  disabled?: boolean;
}) {
  const signedIds = documents.filter((document) => document.isEsigned).map((document) => document.documentId);
  const accept = (documentId: string) => {
    if (!accepted.includes(documentId)) onChange([...accepted, documentId]);
  };
  return (
    <Checkbox.Group
      label={label}
      description={description}
      value={[...new Set([...accepted, ...signedIds])]}
      onChange={(values) => onChange(values.filter((id) => !signedIds.includes(id)))}
      error={error}
      required={!optional}
    >
      <Stack gap="sm" mt="xs">
        {documents.map((document) => (
          <Group key={document.documentId} justify="space-between" gap="sm" wrap="wrap">
            <Checkbox
              value={document.documentId}
              disabled={disabled || document.isEsigned}
              label={
                document.isEsigned
                  ? `${document.name} (signed)`
                  : `I have read and accept the ${document.name}${optional ? ' (optional)' : ''}`
              }
            />
            <Button
              variant="subtle"
              size="compact-sm"
              aria-label={`Read the ${document.name}`}
              onClick={() => onRead(document, document.isEsigned ? undefined : () => accept(document.documentId))}
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
