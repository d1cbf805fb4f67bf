import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { latestNewsQueryOptions } from '../../api/get-latest-news';
import { trendingNewsQueryOptions } from '../../api/get-trending-news';
import { MarketPageFrame } from '../../market/components/market-page-frame';
import { NewsList } from './news-list';

/** `/investment/news`: the latest stories of the (simulated) news wire, newest first. */
export function LatestNewsPage() {
  const news = useQuery(latestNewsQueryOptions());
  return (
    <MarketPageFrame title="Market news">
      {news.isPending && <Loading text="Loading the news…" />}
      {news.isError && (
        <RetryAlert title="We could not load the news" onRetry={() => news.refetch()} retrying={news.isFetching} />
      )}
      {news.data &&
        (news.data.articles.length === 0 ? (
          <Text>No stories yet. Stories come out after each trading day's close.</Text>
        ) : (
          <NewsList articles={news.data.articles} />
        ))}
    </MarketPageFrame>
  );
}

/** `/investment/news/trending`: the stories most members opened in the last day. */
export function TrendingNewsPage() {
  const trending = useQuery(trendingNewsQueryOptions());
  return (
    <MarketPageFrame title="Trending news">
      <Stack gap="sm">
        <Text size="sm">The stories members read most in the last 24 hours, each reader counted once.</Text>
        {trending.isPending && <Loading text="Loading trending stories…" />}
        {trending.isError && (
          <RetryAlert
            title="We could not load trending stories"
            onRetry={() => trending.refetch()}
            retrying={trending.isFetching}
          />
        )}
        {trending.data &&
          (trending.data.articles.length === 0 ? (
            <Text>No story has been read in the last day yet. The latest stories are under News.</Text>
          ) : (
            <NewsList
              articles={trending.data.articles}
              detail={(article) => {
                const reads = trending.data.articles.find(({ id }) => id === article.id)?.reads ?? 0;
                return `Read by ${reads} ${reads === 1 ? 'member' : 'members'} in the last day`;
              }}
            />
          ))}
      </Stack>
    </MarketPageFrame>
  );
}
