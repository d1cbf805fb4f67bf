import { findPartner } from '@fernleaf/contract/partners';
import { Alert, Box, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { getBrandName } from '../../../lib/brand';

/** The frame of the sign-in service's pages, with a creator partner's branding when there is one. */
export function SignInScreen({
  brand,
  heading,
  intro,
  children,
}: {
  brand?: string | undefined;
  heading: string;
  intro?: string | null | undefined;
  children: ReactNode;
}) {
  const partner = findPartner(brand);
  return (
    <Box component="main" mih="100dvh" px="md" py={{ base: 'lg', sm: 48 }} bg="fern.0">
      <Stack maw={440} mx="auto" gap="lg">
        <Stack gap={4} align="center" ta="center">
          <Image src="/favicon.svg" alt="" w={48} h={48} />
          <Text fw={800} fz="xl" c="fern.8">
            {getBrandName()}
            {partner ? ` × ${partner.name}` : ''}
          </Text>
          {partner && (
            <Alert color="fern" variant="light" w="100%" ta="left" title={`Welcome, ${partner.name} fans`}>
              {partner.tagline}
            </Alert>
          )}
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
          <Stack gap="md">
            <Title order={1} fz="h2">
              {heading}
            </Title>
            {intro && <Text c="dimmed">{intro}</Text>}
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
