import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Notice } from './notice';

/** What shows while something loads: a spinner and words, announced politely. */
export function Loading({ text }: { text: string }) {
  return (
    <Group gap="sm" role="status" py="md">
      <Loader size="sm" aria-hidden />
      <Text>{text}</Text>
    </Group>
  );
}

/** A failed load: what could not be shown, and a way to try again. */
export function RetryAlert({
  title,
  onRetry,
  retrying,
  text = 'Check your connection and try again.',
}: {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
  text?: string;
}) {
  return (
    <Notice tone="error" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </Stack>
    </Notice>
  );
}

/**
 * A polite live region that is always in the page, so each new message put into it is announced (a
 * region added together with its message is often not read).
 */
export function StatusText({ message }: { message: string | undefined }) {
  return (
    <Text role="status" aria-live="polite" size="sm">
      {message ?? ''}
    </Text>
  );
}
