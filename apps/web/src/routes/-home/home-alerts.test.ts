import { describe, expect, it } from 'vitest';
import { aLinkedBank } from '../../ui/test-support/bank-fixtures';
import { anInfo } from '../../ui/test-support/cash-advance-fixtures';
import { homeAlerts } from './home-alerts';

describe('alerts of the home', () => {
  it('has none for a member whose banks are linked and whose cash advance needs nothing', () => {
    expect(homeAlerts({ banks: [aLinkedBank()], cashAdvance: anInfo() })).toEqual([]);
  });

  it('names a bank that needs reconnecting, once, with the way to reconnect it', () => {
    const alerts = homeAlerts({
      banks: [aLinkedBank({ status: 'UNLINKED' })],
      cashAdvance: anInfo({
        blockers: [
          { code: 'BANK_NEEDS_RECONNECTING', message: 'Reconnect your bank.', actionPath: '/accounts' },
          { code: 'REPAYMENT_OVERDUE', message: 'Your repayment is overdue.', actionPath: '/instacash/repayment' },
        ],
      }),
    });
    expect(alerts.map((alert) => [alert.tone, alert.title, alert.action?.to])).toEqual([
      ['warning', 'Chase needs reconnecting', '/accounts'],
      ['error', 'Cash Advance', '/instacash/repayment'],
    ]);
  });

  it("does not show why a member without a cash advance cannot take one, and shows a holiday's effect on a repayment", () => {
    const starting = anInfo({
      accountStatus: null,
      blockers: [{ code: 'NOT_SUBSCRIBED', message: 'Finish setting up.', actionPath: '/onboarding/instacash/intro' }],
    });
    expect(homeAlerts({ banks: [], cashAdvance: starting })).toEqual([]);
    const holiday = anInfo({
      upcomingHolidayAlert: {
        date: '2026-12-25',
        name: 'Christmas Day',
        message: 'Repayments move to the next business day.',
      },
    });
    expect(homeAlerts({ banks: [], cashAdvance: holiday })).toEqual([
      {
        key: 'cash-advance-holiday',
        tone: 'info',
        title: 'Christmas Day, Fri, Dec 25, 2026',
        text: 'Repayments move to the next business day.',
        action: null,
      },
    ]);
  });
});
