import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { type MarketSectorId, marketSectors } from '@fernleaf/contract/market';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { exploreQueryOptions } from '../../api/get-market-explore';
import { sectorNewsQueryOptions } from '../../api/get-sector-news';
import { InvestingDisclosure } from '../../components/investing-disclosure';
import { AssetPriceList } from './asset-price-list';

/** The sector a search parameter names, or null for one the market does not list. */
export function marketSectorOf(id: string | undefined): (typeof marketSectors)[number] | null {
  return marketSectors.find((sector) => sector.id === id) ?? null;
}

/** `/investment/active/sector?sector=...`: the sector's assets with price and day change, and its news. */
export function SectorPage({ sector: sectorId }: { sector: string | undefined }) {
  const sector = marketSectorOf(sectorId);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/investment/active/explore" size="sm">
          Explore the market
        </Anchor>
        <Title order={1}>{sector ? sector.name : 'Sector not found'}</Title>
        <InvestingDisclosure testId="sector-disclosure" />
      </Stack>
      {sector ? (
        <>
          <SectorAssets sector={sector.id} name={sector.name} />
          <SectorNews sector={sector.id} />
        </>
      ) : (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="xs" align="flex-start">
            <Text>The market lists no such sector.</Text>
            <Anchor component={Link} to="/investment/active/explore">
              Choose a sector from explore
            </Anchor>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

function SectorAssets({ sector, name }: { sector: MarketSectorId; name: string }) {
  const explore = useQuery(exploreQueryOptions());
  const assets = explore.data?.sectors.find((candidate) => candidate.id === sector)?.assets ?? [];
  return (
    <Card component="section" aria-labelledby="sector-assets-heading" withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="sector-assets-heading">
          Stocks and funds
        </Title>
        {explore.isPending && <Loading text="Loading the sector…" />}
        {explore.isError && (
          <RetryAlert
            title="We could not load the sector"
            onRetry={() => explore.refetch()}
            retrying={explore.isFetching}
          />
        )}
        {explore.data &&
          (assets.length > 0 ? (
            <AssetPriceList assets={assets} label={`${name} assets`} />
          ) : (
            <Text size="sm">No asset of this sector is listed in the market today.</Text>
          ))}
      </Stack>
    </Card>
  );
}

function SectorNews({ sector }: { sector: MarketSectorId }) {
  const news = useQuery(sectorNewsQueryOptions(sector));
  return (
    <Card component="section" aria-labelledby="sector-news-heading" withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="sector-news-heading">
          News
        </Title>
        {news.isPending && <Loading text="Loading the news…" />}
        {news.isError && (
          <RetryAlert title="We could not load the news" onRetry={() => news.refetch()} retrying={news.isFetching} />
        )}
        {news.data &&
          (news.data.articles.length === 0 ? (
            <Text size="sm">No news about this sector yet.</Text>
          ) : (
            <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
              {news.data.articles.map((article) => (
                <li key={article.id}>
                  <Stack gap={2} component="article" aria-labelledby={`news-${article.id}`}>
                    <Title order={3} fz="h5" id={`news-${article.id}`}>
                      {article.headline}
                    </Title>
                    <Text size="sm">{article.summary}</Text>
                    <Text size="xs" c="dimmed">
                      {article.source} · {formatMonthDayYear(article.publishedAt)}
                    </Text>
                  </Stack>
                </li>
              ))}
            </Stack>
          ))}
      </Stack>
    </Card>
  );
}
