import { Drawer, NavLink, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { productAreas } from '../product-areas';

/** The product areas on a phone, behind the header's burger; loaded on its own (app-header.tsx). */
export function ProductsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Products" size="xs">
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
              onClick={onClose}
            />
          ))}
        </Stack>
      </nav>
    </Drawer>
  );
}
