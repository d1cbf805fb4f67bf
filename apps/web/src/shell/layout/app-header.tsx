import { Anchor, Box, Burger, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { getBrandName } from '../../lib/brand';
import { desktopMediaQuery } from '../../ui/device-breakpoints';
import { productAreas } from '../product-areas';
import { AccountMenuSlot } from './account-menu-slot';
import classes from './app-header.module.css';

// Closed on the first screen: the drawer (with its overlay, scroll lock and transitions) loads when the
// member shows intent to open it (pointer, touch or focus on the burger), or at once on a press.
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
  const [drawerWanted, setDrawerWanted] = useState(false);
  const wantDrawer = () => setDrawerWanted(true);

  return (
    <Box component="header" className={classes.header}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap" maw={1280} mx="auto">
        <Group gap="xs" wrap="nowrap">
          {!isDesktop && signedIn && (
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              onPointerEnter={wantDrawer}
              onTouchStart={wantDrawer}
              onFocus={wantDrawer}
              aria-label="Open navigation"
              size="sm"
            />
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
      {!isDesktop && signedIn && (drawerWanted || menuOpen) && (
        <Suspense fallback={null}>
          <ProductsDrawer opened={menuOpen} onClose={menu.close} />
        </Suspense>
      )}
    </Box>
  );
}
