import { formatEasternDateTime } from '@fernleaf/contract/calendar/date-time-formats';
import type { NewsArticle } from '@fernleaf/contract/market';
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { StoryDialog } from './story-dialog';

/**
 * Stories as cards, each marked simulated with its source, opened in a dialog to read. `headingLevel`
 * keeps the page's outline: a card's headline sits one level under the section holding the list.
 */
export function NewsList({
  articles,
  headingLevel = 2,
  detail,
}: {
  articles: readonly NewsArticle[];
  headingLevel?: 2 | 3;
  /** A line under the source, e.g. how many members read it. */
  detail?: (article: NewsArticle) => string | undefined;
}) {
  const [open, setOpen] = useState<NewsArticle>();
  return (
    <>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {articles.map((article) => (
          <li key={article.id}>
            <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`story-${article.id}`}>
              <Stack gap={6}>
                <Group gap="xs">
                  <Badge variant="default">Simulated news</Badge>
                  <Text size="xs" c="dimmed">
                    {article.source} · {formatEasternDateTime(article.publishedAt)}
                  </Text>
                </Group>
                <Title order={headingLevel} fz="md" id={`story-${article.id}`}>
                  {article.headline}
                </Title>
                <Text size="sm">{article.summary}</Text>
                {detail?.(article) && (
                  <Text size="xs" c="dimmed">
                    {detail(article)}
                  </Text>
                )}
                <Group>
                  <Button size="xs" variant="light" onClick={() => setOpen(article)}>
                    Read the story<VisuallyHidden>: {article.headline}</VisuallyHidden>
                  </Button>
                </Group>
              </Stack>
            </Card>
          </li>
        ))}
      </Stack>
      <StoryDialog article={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
