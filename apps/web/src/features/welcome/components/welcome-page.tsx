import { Anchor, Button, Group, Image, Text, Title } from '@mantine/core';
import { Link, Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { getBrandName } from '../../../lib/brand';
import { CenteredMain } from '../../../ui/centered-main';

/** The first step of a marketplace flow, which a visitor may take before having an account. */
function MarketplaceLink({
  vertical,
  children,
}: {
  vertical: 'personal-loan' | 'credit-cards' | 'debt-relief';
  children: ReactNode;
}) {
  return (
    <Anchor renderRoot={(props) => <Link {...props} to="/marketplace/$vertical" params={{ vertical }} />}>
      {children}
    </Anchor>
  );
}

/** `areas`: the product areas that work today, in words (the route passes the shell's one list). */
export function WelcomePage({ areas }: { areas: string }) {
  const brand = getBrandName();
  const signedIn = useAuthStore((state) => state.status === 'authorized');
  if (signedIn) return <Navigate to="/home" replace />;

  return (
    <CenteredMain>
      {/* The brand mark beside the brand name in the heading adds nothing for a screen reader. */}
      <Image src="/favicon.svg" alt="" width={72} height={72} w={72} h={72} />
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        Welcome to {brand}
      </Title>
      <Text size="lg" c="dimmed">
        {brand} brings your everyday money together: {areas}.
      </Text>
      <Group justify="center" gap="sm" w="100%">
        <Button component={Link} to="/sign-up" size="md" w={{ base: '100%', xs: 'auto' }}>
          Create an account
        </Button>
        <Button component={Link} to="/login" size="md" variant="default" w={{ base: '100%', xs: 'auto' }}>
          Sign in
        </Button>
      </Group>
      {/* The marketplace is open to visitors: an account is made only when they apply. */}
      <Text>
        Or compare offers first: <MarketplaceLink vertical="personal-loan">personal loans</MarketplaceLink>,{' '}
        <MarketplaceLink vertical="credit-cards">credit cards</MarketplaceLink> or{' '}
        <MarketplaceLink vertical="debt-relief">debt relief</MarketplaceLink>.
      </Text>
    </CenteredMain>
  );
}
