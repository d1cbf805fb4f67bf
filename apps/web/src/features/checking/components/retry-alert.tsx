import { Button, Stack, Text } from '@mantine/core';
import { Notice } from '../../../ui/notice';

/** A failed load: what could not be shown, and a way to try again. */
export function RetryAlert({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <Notice tone="error" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Check your connection and try again.</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </Stack>
    </Notice>
  );
}
