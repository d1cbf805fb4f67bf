import type { Explore } from '@fernleaf/contract/market';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { exploreQueryOptions } from '../../api/get-market-explore';
import { InvestingDisclosure } from '../../components/investing-disclosure';
import { dayMovers } from '../lib/movers';
import { AssetPriceList } from './asset-price-list';

/**
 * `/investment/active/explore`: the day's movers, every sector and every theme, each asset leading to
 * its page. A market view, not advice: it ranks by the day's change only and recommends nothing.
 */
export function ExplorePage() {
  const explore = useQuery(exploreQueryOptions());
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/investment/active" size="sm">
          Self-directed investing
        </Anchor>
        <Title order={1}>Explore the market</Title>
        <InvestingDisclosure testId="explore-disclosure" />
      </Stack>
      {explore.isPending && <Loading text="Loading the market…" />}
      {explore.isError && (
        <RetryAlert
          title="We could not load the market"
          onRetry={() => explore.refetch()}
          retrying={explore.isFetching}
        />
      )}
      {explore.data && <ExploreSections explore={explore.data} />}
    </Stack>
  );
}

function ExploreSections({ explore }: { explore: Explore }) {
  const movers = dayMovers(explore.sectors);
  return (
    <>
      <Card component="section" aria-labelledby="movers-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="movers-heading">
            Today's biggest moves
          </Title>
          <Text size="sm" c="dimmed">
            Against yesterday's close. A big move today says nothing about tomorrow.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Stack gap={4}>
              <Title order={3} fz="h5">
                Up the most
              </Title>
              {movers.gainers.length > 0 ? (
                <AssetPriceList assets={movers.gainers} label="Up the most" />
              ) : (
                <Text size="sm">Nothing is up today.</Text>
              )}
            </Stack>
            <Stack gap={4}>
              <Title order={3} fz="h5">
                Down the most
              </Title>
              {movers.losers.length > 0 ? (
                <AssetPriceList assets={movers.losers} label="Down the most" />
              ) : (
                <Text size="sm">Nothing is down today.</Text>
              )}
            </Stack>
          </SimpleGrid>
        </Stack>
      </Card>

      <Card component="section" aria-labelledby="sectors-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="sectors-heading">
            Sectors
          </Title>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {explore.sectors.map((sector) => (
              <li key={sector.id}>
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/investment/active/sector" search={{ sector: sector.id }} />
                  )}
                >
                  {sector.name}
                </Anchor>{' '}
                <Text span size="sm" c="dimmed">
                  {sector.assets.length} {sector.assets.length === 1 ? 'asset' : 'assets'}
                </Text>
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      </Card>

      <Stack component="section" aria-labelledby="themes-heading" gap="sm">
        <Title order={2} fz="h3" id="themes-heading">
          Themes
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {explore.themes.map((theme) => (
            <Card key={theme.id} component="section" aria-label={theme.name} withBorder radius="lg" padding="lg">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title order={3} fz="h4">
                    {theme.name}
                  </Title>
                </Group>
                <Text size="sm">{theme.description}</Text>
                <AssetPriceList assets={theme.assets} label={`${theme.name} assets`} />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}
