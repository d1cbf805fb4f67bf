// Why a member cannot take an advance now, each with the words of the link that fixes it.
import type { AccessBlocker } from '@fernleaf/contract/cash-advance';
import { safeReturnTo } from './return-to';

const actionLabels: Record<AccessBlocker, string> = {
  ONBOARDING_STEP_REQUIRED: 'Finish setting up',
  NOT_QUALIFIED: 'See why',
  NOT_SUBSCRIBED: 'Finish setting up',
  SUBSCRIPTION_CANCELLED: 'Turn Cash Advance back on',
  BANK_NEEDS_RECONNECTING: 'Reconnect your bank',
  LIMIT_REACHED: 'Repay now',
  REPAYMENT_OVERDUE: 'Repay now',
};

export interface BlockerView {
  code: AccessBlocker;
  message: string;
  /** Only a path of this site; null when the page itself offers the fix (or there is none). */
  action: { to: string; label: string } | null;
}

export function blockerView(blocker: { code: AccessBlocker; message: string; actionPath: string | null }): BlockerView {
  const to = blocker.actionPath ? safeReturnTo(blocker.actionPath, '') : '';
  return {
    code: blocker.code,
    message: blocker.message,
    action: to ? { to, label: actionLabels[blocker.code] } : null,
  };
}
