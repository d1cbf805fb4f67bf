import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { Box, Group, Stack, Text } from '@mantine/core';
import { usePagedQuery } from '../../../../lib/use-paged-query';
import { ListPager } from '../../../../ui/list-pager';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { recentCashAdvancesDefaults, recentCashAdvancesQueryOptions } from '../../api/get-recent-cash-advances';
import { activityStatusLabels, signedAmount } from '../../lib/recent-activity';
import { SectionCard } from './section-card';

/**
 * Advances and repayments, newest first, five to a page (spec section 9), scheduled ones included.
 * The server pages them, so a year of rows puts five in the page at a time.
 */
export function RecentActivityList({ pageSize = recentCashAdvancesDefaults.pageSize }: { pageSize?: number }) {
  const {
    query: recent,
    loadingOther,
    pager,
  } = usePagedQuery({
    pageQuery: (page) => recentCashAdvancesQueryOptions({ pageNumber: page, pageSize }),
    totalOf: (answer) => answer.total,
    pageSize,
  });
  const data = recent.data;

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
          {pager && data.total > pageSize && <ListPager {...pager} />}
        </Stack>
      )}
    </SectionCard>
  );
}
