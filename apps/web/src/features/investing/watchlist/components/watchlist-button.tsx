import { Button, Stack, Text } from '@mantine/core';
import { useWatchlistToggle } from '../use-watchlist-toggle';

/** "Add VTI to watchlist" or "Remove VTI from watchlist", with a refusal (full list) said under it. */
export function WatchlistButton({ symbol, size = 'sm' }: { symbol: string; size?: 'xs' | 'sm' }) {
  const { onList, pending, error, toggle } = useWatchlistToggle(symbol);
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size={size}
        variant={onList ? 'default' : 'light'}
        onClick={toggle}
        loading={pending || onList === undefined}
      >
        {onList ? `Remove ${symbol} from watchlist` : `Add ${symbol} to watchlist`}
      </Button>
      {error && (
        <Text size="xs" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
