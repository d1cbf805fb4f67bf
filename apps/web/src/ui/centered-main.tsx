import { Center, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMainLandmarkElement } from './main-landmark';

/** The main landmark of a page that shows one message in the middle of the screen. */
export function CenteredMain({ children }: { children: ReactNode }) {
  const element = useMainLandmarkElement();
  return (
    <Center component={element} mih={element === 'main' ? '100dvh' : '60vh'} px="md" py="xl">
      <Stack align="center" gap="lg" w="100%" maw={560} ta="center" style={{ textWrap: 'balance' }}>
        {children}
      </Stack>
    </Center>
  );
}
