import type { InvestmentKind, PlusAccount } from '@fernleaf/contract/investing';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { investmentAccountsQueryOptions } from '../../api/list-investment-accounts';
import { openAccountOf } from '../../lib/plus-accounts';

/**
 * The onboarding steps that stand on the account the flow opened (its portfolio, its first money):
 * the accounts' loading and failure, and the member's open account of the kind.
 */
export function InvestmentAccountStep({
  kind,
  children,
}: {
  kind: InvestmentKind;
  children: (account: PlusAccount) => ReactNode;
}) {
  const accounts = useQuery(investmentAccountsQueryOptions());
  if (accounts.isPending) return <Loading text="Loading your account…" />;
  if (accounts.isError) {
    return (
      <RetryAlert
        title="We could not load your account"
        onRetry={() => accounts.refetch()}
        retrying={accounts.isFetching}
      />
    );
  }
  const account = openAccountOf(accounts.data, kind);
  // The step before opens it, and the flow shows no later step before it is done.
  if (!account) return <Notice tone="warning">Your account is not open.</Notice>;
  return children(account);
}
