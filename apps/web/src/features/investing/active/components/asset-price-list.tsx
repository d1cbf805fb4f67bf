import type { AssetPrice } from '@fernleaf/contract/market';
import { formatCents } from '@fernleaf/contract/money';
import { formatBasisPoints } from '@fernleaf/contract/percent';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * Assets with their last price and the day's change, each leading to its asset page. A list, not a
 * table, so a row stays whole on a phone; the change's sign is spelled, so it reads without colour.
 */
export function AssetPriceList({ assets, label }: { assets: readonly AssetPrice[]; label: string }) {
  return (
    <Stack component="ul" aria-label={label} gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {assets.map((asset) => (
        <Box component="li" key={asset.symbol} py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor
                renderRoot={(props) => <Link {...props} to="/investment/asset" search={{ symbol: asset.symbol }} />}
                fw={700}
                aria-label={`${asset.symbol}, ${asset.name}`}
              >
                {asset.symbol}
              </Anchor>
              <Text size="sm" truncate="end">
                {asset.name}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatCents(asset.lastPriceCents)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatCents(asset.dayChangeCents, { plus: true })} (
                {formatBasisPoints(asset.dayChangeBasisPoints, { sign: 'always' })})
              </Text>
            </Stack>
          </Group>
        </Box>
      ))}
    </Stack>
  );
}
