// Says on every page that no real money moves, when a production site runs the sandboxes of third
// parties (SANDBOX_PROVIDERS=enabled, a public demo). The server marks such pages with a tag in
// index.html (apps/server/src/platform/spa.ts); docs/decisions/025-money-product-prerequisites.md.
import { Box, Text } from '@mantine/core';

/** The tag the server writes into every page when the banner is due. */
export const sandboxBannerSelector = 'meta[name="sandbox-providers"][content="enabled"]';

export function sandboxBannerDue(page: Pick<Document, 'querySelector'> = document): boolean {
  return page.querySelector(sandboxBannerSelector) !== null;
}

export function SandboxBanner() {
  if (!sandboxBannerDue()) return null;
  return (
    <Box
      component="aside"
      aria-label="Sandbox notice"
      px="md"
      py={6}
      style={{
        background: 'var(--mantine-color-yellow-3)',
        color: 'var(--mantine-color-gray-9)',
        borderBottom: '1px solid var(--mantine-color-yellow-6)',
        textAlign: 'center',
      }}
    >
      <Text size="sm" fw={700} component="span">
        Sandbox: no real money moves.
      </Text>{' '}
      <Text size="sm" component="span">
        Banks, identity checks, cards and partners here are test stand-ins.
      </Text>
    </Box>
  );
}
