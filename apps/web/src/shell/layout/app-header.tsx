import { Anchor, Box, Burger, Drawer, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { getBrandName } from '../../lib/brand';
import { desktopMediaQuery } from '../../ui/device-breakpoints';
import { productAreas } from '../product-areas';
import { AccountMenu } from './account-menu';
import classes from './app-header.module.css';

function BrandMark() {
  return (
    <Anchor
      component={Link}
      to="/home"
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

  return (
    <Box component="header" className={classes.header}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap" maw={1280} mx="auto">
        <Group gap="xs" wrap="nowrap">
          {!isDesktop && signedIn && (
            <Burger opened={menuOpen} onClick={menu.toggle} aria-label="Open navigation" size="sm" />
          )}
          <BrandMark />
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
          <AccountMenu />
        ) : (
          <Anchor component={Link} to="/login" fw={600}>
            Sign in
          </Anchor>
        )}
      </Group>
      {!isDesktop && signedIn && (
        <Drawer opened={menuOpen} onClose={menu.close} title="Products" size="xs">
          <nav aria-label="Products">
            <Stack gap={2}>
              {productAreas.map((area) => (
                <NavLink
                  key={area.to}
                  component={Link}
                  to={area.to}
                  label={area.label}
                  description={
                    <Text size="xs" c="dimmed">
                      {area.description}
                    </Text>
                  }
                  data-app-install-tag={area.installTag}
                  onClick={menu.close}
                />
              ))}
            </Stack>
          </nav>
        </Drawer>
      )}
    </Box>
  );
}
