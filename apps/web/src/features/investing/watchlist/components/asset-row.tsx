import type { AssetPrice } from '@fernleaf/contract/market';
import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { changeColor, formatDayChange } from '../../market/lib/price-change';

/** One asset in a list: symbol and name (to its page), last price and day change, and an action. */
export function AssetRow({ asset, action }: { asset: AssetPrice; action?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py="xs" data-testid={`asset-row-${asset.symbol}`}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor
          renderRoot={(props) => <Link {...props} to="/investment/asset" search={{ symbol: asset.symbol }} />}
          fw={700}
        >
          {asset.symbol}
        </Anchor>
        <Text size="sm" truncate>
          {asset.name}
        </Text>
      </Stack>
      <Group gap="md" wrap="nowrap">
        <Stack gap={0} align="flex-end">
          <Text fw={600}>{formatCents(asset.lastPriceCents)}</Text>
          <Text size="xs" c={changeColor(asset.dayChangeCents)}>
            {formatDayChange(asset.dayChangeCents, asset.dayChangeBasisPoints)}
          </Text>
        </Stack>
        {action}
      </Group>
    </Group>
  );
}
