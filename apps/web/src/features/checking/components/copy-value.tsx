import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';

/** A labelled value with a button that copies it; `onCopied` lets the panel announce the copy. */
export function CopyValue({ label, value, onCopied }: { label: string; value: string; onCopied: () => void }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Group component="dd" m={0} gap="xs" wrap="nowrap">
        <Text fw={600} ff="monospace">
          {value}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant="subtle"
              size="compact-sm"
              aria-label={`Copy ${label.toLowerCase()}`}
              onClick={() => {
                copy();
                onCopied();
              }}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
