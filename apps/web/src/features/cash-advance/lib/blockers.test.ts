import { describe, expect, it } from 'vitest';
import { blockerView } from './blockers';

describe('blockerView', () => {
  it('names the link that fixes each blocker', () => {
    expect(
      blockerView({ code: 'BANK_NEEDS_RECONNECTING', message: 'Chase needs reconnecting', actionPath: '/accounts' }),
    ).toEqual({
      code: 'BANK_NEEDS_RECONNECTING',
      message: 'Chase needs reconnecting',
      action: { to: '/accounts', label: 'Reconnect your bank' },
    });
    expect(
      blockerView({ code: 'REPAYMENT_OVERDUE', message: 'A repayment is overdue', actionPath: '/instacash/repayment' })
        .action,
    ).toEqual({ to: '/instacash/repayment', label: 'Repay now' });
  });

  it('offers no link without a path, or with one that leaves the site', () => {
    expect(
      blockerView({ code: 'LIMIT_REACHED', message: 'You have used your limit', actionPath: null }).action,
    ).toBeNull();
    expect(
      blockerView({ code: 'NOT_QUALIFIED', message: 'Not yet', actionPath: 'https://elsewhere.example' }).action,
    ).toBeNull();
  });
});
