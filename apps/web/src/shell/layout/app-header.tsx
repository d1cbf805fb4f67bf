import { Anchor, Box, Burger, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { getBrandName } from '../../lib/brand';
import { desktopMediaQuery } from '../../ui/device-breakpoints';
import { productAreas } from '../product-areas';
import { AccountMenuSlot } from './account-menu-slot';
import classes from './app-header.module.css';
import { useAfterFirstPaint } from './use-after-first-paint';

// Closed on the first screen: the drawer (with its overlay, scroll lock and transitions) loads once
// the page is idle, or at once when the burger is pressed first.
const ProductsDrawer = lazy(() => import('./products-drawer').then((module) => ({ default: module.ProductsDrawer })));

/** Home for a member; for a visitor the welcome page, which they can use (`/home` would ask them to sign in). */
function BrandMark({ signedIn }: { signedIn: boolean }) {
  return (
    <Anchor
      component={Link}
      to={signedIn ? '/home' : '/'}
      underline="never"
      c="fern.7"
      fw={800}
      fz="xl"
      aria-label={`${getBrandName()} home`}
    >
      {getBrandName()}
    </Anchor>
  );
}

export function AppHeader({ signedIn }: { signedIn: boolean }) {
  const isDesktop = useMediaQuery(desktopMediaQuery, false, { getInitialValueInEffect: false });
  const [menuOpen, menu] = useDisclosure(false);
  const idle = useAfterFirstPaint();

  return (
    <Box component="header" className={classes.header}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap" maw={1280} mx="auto">
        <Group gap="xs" wrap="nowrap">
          {!isDesktop && signedIn && (
            <Burger opened={menuOpen} onClick={menu.toggle} aria-label="Open navigation" size="sm" />
          )}
          <BrandMark signedIn={signedIn} />
        </Group>
        {isDesktop && signedIn && (
          <nav aria-label="Products">
            <Group gap={4} wrap="nowrap">
              {productAreas.map((area) => (
                <UnstyledButton
                  key={area.to}
                  component={Link}
                  to={area.to}
                  className={classes.navLink}
                  data-app-install-tag={area.installTag}
                  activeProps={{ 'aria-current': 'page' }}
                >
                  {area.label}
                </UnstyledButton>
              ))}
            </Group>
          </nav>
        )}
        {signedIn ? (
          <AccountMenuSlot />
        ) : (
          <Anchor component={Link} to="/login" fw={600}>
            Sign in
          </Anchor>
        )}
      </Group>
      {!isDesktop && signedIn && (idle || menuOpen) && (
        <Suspense fallback={null}>
          <ProductsDrawer opened={menuOpen} onClose={menu.close} />
        </Suspense>
      )}
    </Box>
  );
}
