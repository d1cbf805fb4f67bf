import { formatEasternDateTime } from '@fernleaf/contract/calendar/date-time-formats';
import type { NewsArticle } from '@fernleaf/contract/market';
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { marketQueryKeys } from '../../api/investing-query-keys';
import { markStoryRead } from '../../api/record-news-read';

/**
 * A story to read. Opening it records the read (once per member and story, the server keeps the
 * first), which is what trending counts; a failed record costs the member nothing, so it is not shown.
 */
export function StoryDialog({ article, onClose }: { article: NewsArticle | undefined; onClose(): void }) {
  const queryClient = useQueryClient();
  const articleId = article?.id;
  useEffect(() => {
    if (!articleId) return;
    markStoryRead(articleId)
      .then(() => queryClient.invalidateQueries({ queryKey: marketQueryKeys.trending() }))
      .catch(() => undefined);
  }, [articleId, queryClient]);

  return (
    <Modal opened={!!article} onClose={onClose} title={article?.headline ?? ''} centered size="lg">
      {article && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="default">Simulated news</Badge>
            <Text size="xs" c="dimmed">
              {article.source} · {formatEasternDateTime(article.publishedAt)}
            </Text>
          </Group>
          {article.body.split(/\n+/).map((paragraph) => (
            <Text key={paragraph} size="sm">
              {paragraph}
            </Text>
          ))}
          {article.symbols.length > 0 && (
            <Group gap="xs">
              <Text size="sm">In this story:</Text>
              {article.symbols.map((symbol) => (
                <Anchor
                  key={symbol}
                  size="sm"
                  renderRoot={(props) => <Link {...props} to="/investment/asset" search={{ symbol }} />}
                >
                  {symbol}
                </Anchor>
              ))}
            </Group>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
