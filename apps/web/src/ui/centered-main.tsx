import { Center, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The main landmark of a page that shows one message in the middle of the screen. */
export function CenteredMain({ children }: { children: ReactNode }) {
  return (
    <Center component="main" mih="100dvh" px="md" py="xl">
      <Stack align="center" gap="lg" w="100%" maw={560} ta="center" style={{ textWrap: 'balance' }}>
        {children}
      </Stack>
    </Center>
  );
}
