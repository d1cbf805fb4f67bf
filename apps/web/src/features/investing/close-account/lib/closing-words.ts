// How a closing reads (decision 044): which account of a kind the page is about, when its sales fill
// and when the cash reaches checking, in New York time as the market keeps it.

import { formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { formatEasternDateTime } from '@fernleaf/contract/calendar/date-time-formats';
import type { PlusAccount } from '@fernleaf/contract/investing';
import type { AccountClosingView, ClosingPreview } from '@fernleaf/contract/investing-lifecycle';

export type InvestmentKind = ClosingPreview['kind'];

export const kindNames: Record<InvestmentKind, string> = {
  MANAGED: 'managed account',
  SELF_DIRECTED: 'self-directed account',
};

/** The member's account of the kind that is open or closing (a closed one is no longer listed). */
export function accountOfKind(accounts: readonly PlusAccount[], kind: InvestmentKind): PlusAccount | null {
  return (
    accounts.find((account) => account.accountInternalType === 'INVESTMENT' && account.investmentKind === kind) ?? null
  );
}

export function salesTiming(preview: Pick<ClosingPreview, 'marketOpen' | 'salesFillAt'>): string {
  return preview.marketOpen
    ? 'now, at the market price, while the market is open'
    : `when the market opens, ${formatEasternDateTime(preview.salesFillAt)}, at the opening price`;
}

/** Where a closing under way stands, in one sentence. */
export function closingStandsAt(status: AccountClosingView): string {
  if (status.accountStatus === 'CLOSED') return 'Your account is closed.';
  if (status.salesWaiting > 0) {
    return `Closing: ${status.salesWaiting === 1 ? 'a sale waits' : `${status.salesWaiting} sales wait`} for the market to open.`;
  }
  if (status.salesUnsettled > 0) return 'Closing: your investments are sold and the sales are settling.';
  return 'Closing: returning your cash to checking.';
}

export function arrivalSentence(date: string | null): string | null {
  return date ? `Your cash is expected in checking by ${formatWeekdayMonthDayYear(date)}.` : null;
}
