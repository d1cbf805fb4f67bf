import { formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { SimpleGrid, Stack } from '@mantine/core';
import { DeferredMount, useShownStatus } from '../../../../ui/deferred-mount';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { useCashAdvanceInfo } from '../../api/get-cash-advance-info';
import { useOutstandingCashAdvances } from '../../api/get-outstanding-cash-advances';
import { PageFrame } from '../page-frame';
import { AvailableCard } from './available-card';
import { BlockersList } from './blockers-list';
import { ManageLinks } from './manage-links';
import { OwedCard } from './owed-card';
import { RecentActivityList } from './recent-activity-list';
import { RepaymentScheduleSection } from './repayment-schedule-section';
import { StartCard } from './start-card';
import { SubscriptionSwitch } from './subscription-switch';

/**
 * The cash advance's home: what may be taken and the limit, what is owed and the next repayment, the
 * ways to take, repay, move or split, the history, and turning it off. A member without an account
 * sees how to start.
 */
export function CashAdvanceHome() {
  const info = useCashAdvanceInfo();
  const status = useShownStatus(info.status);
  const hasAccount = info.data?.accountStatus === 'ACTIVE' || info.data?.accountStatus === 'CANCELLED';
  const outstanding = useOutstandingCashAdvances({ enabled: hasAccount });
  const off = info.data?.accountStatus === 'CANCELLED';
  const canMove = (outstanding.data?.advances ?? []).some((advance) => advance.scheduleChangesLeft > 0);

  return (
    <PageFrame
      title="Cash Advance"
      intro="Cash before payday: no interest, no mandatory fees, repaid on your next payday."
      width="wide"
    >
      {status === 'pending' && <Loading text="Loading your Cash Advance…" />}
      {status === 'error' && (
        <RetryAlert
          title="We could not load your Cash Advance"
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      )}
      {status === 'success' && !hasAccount && (
        <Stack gap="lg" maw={640}>
          {info.data && (
            <BlockersList blockers={info.data.blockers.filter((blocker) => blocker.code !== 'NOT_SUBSCRIBED')} />
          )}
          <StartCard pending={info.data?.accountStatus === 'PENDING'} />
        </Stack>
      )}
      {status !== 'pending' && info.data && hasAccount && (
        <Stack gap="lg">
          {/* Off, nothing can be taken: in place of "Available now" the page says what turning it back on does. */}
          {info.data.upcomingHolidayAlert && (
            <Notice
              tone="info"
              title={`${info.data.upcomingHolidayAlert.name}, ${formatWeekdayMonthDayYear(info.data.upcomingHolidayAlert.date)}`}
            >
              {info.data.upcomingHolidayAlert.message}
            </Notice>
          )}
          <BlockersList blockers={info.data.blockers} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {off ? <SubscriptionSwitch info={info.data} /> : <AvailableCard info={info.data} />}
            <OwedCard info={info.data} canMove={canMove} />
          </SimpleGrid>
          {/* Below the first screen: rendered in a second, sliced pass once what is available and owed is up. */}
          <DeferredMount>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="lg">
                <RepaymentScheduleSection />
                <RecentActivityList />
              </Stack>
              <Stack gap="lg">
                <ManageLinks />
                {!off && <SubscriptionSwitch info={info.data} />}
              </Stack>
            </SimpleGrid>
          </DeferredMount>
        </Stack>
      )}
    </PageFrame>
  );
}
