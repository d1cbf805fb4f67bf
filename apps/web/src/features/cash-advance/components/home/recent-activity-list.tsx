import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMonthDayYear } from '../../../../lib/format/date';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { recentCashAdvancesDefaults, recentCashAdvancesQueryOptions } from '../../api/get-recent-cash-advances';
import { activityStatusLabels, hasNextPage, pageLabel, signedAmount } from '../../lib/recent-activity';
import { SectionCard } from './section-card';

/** Advances and repayments, newest first, five to a page (spec section 9), scheduled ones included. */
export function RecentActivityList({ pageSize = recentCashAdvancesDefaults.pageSize }: { pageSize?: number }) {
  const [page, setPage] = useState(0);
  const recent = useQuery(recentCashAdvancesQueryOptions({ pageNumber: page, pageSize }));
  const data = recent.data;
  const loadingOther = recent.isPlaceholderData;

  return (
    <SectionCard title="History">
      {recent.isPending && <Loading text="Loading your history…" />}
      {recent.isError && !data && (
        <RetryAlert
          title="We could not load your history"
          onRetry={() => void recent.refetch()}
          retrying={recent.isFetching}
        />
      )}
      {data && (
        <Stack gap="sm">
          {data.items.length === 0 ? (
            <Text c="dimmed">No advances yet. Your advances and repayments show up here.</Text>
          ) : (
            <Box
              component="ul"
              p={0}
              m={0}
              aria-label="Advances and repayments"
              aria-busy={loadingOther}
              style={{ listStyle: 'none', opacity: loadingOther ? 0.6 : 1 }}
            >
              {data.items.map((item) => (
                <Group
                  component="li"
                  key={item.id}
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  py="xs"
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={500} truncate>
                      {item.description}
                    </Text>
                    <Text size="sm" c={item.status === 'FAILED' ? 'var(--mantine-color-error)' : 'dimmed'}>
                      {formatMonthDayYear(item.date)} · {activityStatusLabels[item.status]}
                    </Text>
                  </Stack>
                  <Text fw={600} style={{ flexShrink: 0 }}>
                    {signedAmount(item.amount)}
                  </Text>
                </Group>
              ))}
            </Box>
          )}
          {recent.isError && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              We could not load that page. Please try again.
            </Text>
          )}
          {data.total > pageSize && (
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Button
                variant="default"
                size="sm"
                onClick={() => setPage((current) => Math.max(0, current - 1))}
                disabled={page === 0 || loadingOther}
              >
                Previous
              </Button>
              <Text size="sm" role="status" aria-live="polite">
                {pageLabel(page, data.total, pageSize)}
              </Text>
              <Button
                variant="default"
                size="sm"
                onClick={() => setPage((current) => current + 1)}
                disabled={!hasNextPage(page, data.total, pageSize) || loadingOther}
              >
                Next
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
