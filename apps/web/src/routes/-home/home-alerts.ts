// The alerts at the top of the home: what needs the member now, each with the link that deals with it.
import type { LinkedBank } from '@fernleaf/contract/bank';
import { formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { CashAdvanceInfo } from '@fernleaf/contract/cash-advance';
import { blockerView } from '../../features/cash-advance/lib/blockers';
import type { HomeAlertView } from '../../features/home/components/home-alerts-list';

export function homeAlerts({
  banks,
  cashAdvance,
}: {
  banks: readonly LinkedBank[];
  cashAdvance: CashAdvanceInfo | null | undefined;
}): HomeAlertView[] {
  const alerts: HomeAlertView[] = banks
    .filter((bank) => bank.status === 'UNLINKED')
    .map((bank) => ({
      key: `bank-${bank.id}`,
      tone: 'warning',
      title: `${bank.institution.name} needs reconnecting`,
      text: 'We lost access to this bank. Link it again to see its balance and move money.',
      action: { label: 'Reconnect', to: '/accounts' },
    }));
  const hasAccount = cashAdvance?.accountStatus === 'ACTIVE' || cashAdvance?.accountStatus === 'CANCELLED';
  if (!cashAdvance || !hasAccount) return alerts;
  for (const blocker of cashAdvance.blockers) {
    // The bank's own alert above says it, with its name.
    if (blocker.code === 'BANK_NEEDS_RECONNECTING' && alerts.length > 0) continue;
    const view = blockerView(blocker);
    alerts.push({
      key: `cash-advance-${blocker.code}`,
      tone: blocker.code === 'REPAYMENT_OVERDUE' ? 'error' : 'warning',
      title: 'Cash Advance',
      text: view.message,
      action: view.action,
    });
  }
  const holiday = cashAdvance.upcomingHolidayAlert;
  if (holiday) {
    alerts.push({
      key: 'cash-advance-holiday',
      tone: 'info',
      title: `${holiday.name}, ${formatWeekdayMonthDayYear(holiday.date)}`,
      text: holiday.message,
      action: null,
    });
  }
  return alerts;
}
