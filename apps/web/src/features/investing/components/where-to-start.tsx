import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * A self-directed account has no model to show before its first buy (decision 072): it
 * says the account holds only cash and where a member starts choosing, without suggesting what to buy.
 */
export function WhereToStart() {
  return (
    <Stack gap="xs">
      <Text size="sm">You hold no shares yet: the account holds only cash. What you buy is your own choice.</Text>
      <List spacing={4} size="sm">
        <List.Item>
          <Anchor component={Link} to="/investment/active/explore">
            Explore the market
          </Anchor>{' '}
          by sector and theme, with the day's biggest moves.
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/investment/watchlist">
            Search and keep a watchlist
          </Anchor>{' '}
          of the stocks and funds you want to follow.
        </List.Item>
      </List>
    </Stack>
  );
}
