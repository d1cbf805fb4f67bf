import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A failure the member is told about at once (role alert), with an optional way forward. Mantine's
 * light red titles are its shade 6, 2.9:1 on their background; shade 9 keeps them above 4.5:1.
 */
export function FailureAlert({
  title,
  children,
  actions = [],
}: {
  title?: string | undefined;
  children: ReactNode;
  actions?: { label: string; onClick(): void }[];
}) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      role="alert"
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{children}</Text>
        {actions.length > 0 && (
          <Group gap="xs">
            {actions.map((action) => (
              <Button key={action.label} size="xs" variant="default" onClick={action.onClick}>
                {action.label}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
