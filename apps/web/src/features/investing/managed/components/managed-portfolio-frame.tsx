import type { PlusAccount } from '@fernleaf/contract/investing';
import type { ManagedPortfolioView } from '@fernleaf/contract/investing-managed-portfolio';
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { managedPortfolioQueryOptions } from '../../api/get-managed-portfolio';
import { AccountFrame } from '../../components/account-frame';

/**
 * A page about the managed account's portfolio (allocation, preferences, themes): the way back, the
 * heading and disclosures, then the portfolio once it answers (loading and failure shown).
 */
export function ManagedPortfolioFrame({
  title,
  back = { to: '/investment/managed', label: 'Managed investing' },
  children,
}: {
  title: string;
  back?: {
    to: '/investment/managed' | '/investment/managed/preferences' | '/investment/managed/add-theme';
    label: string;
  };
  children: (account: PlusAccount, portfolio: ManagedPortfolioView) => ReactNode;
}) {
  return (
    <AccountFrame
      kind="MANAGED"
      title={title}
      above={
        <Anchor component={Link} to={back.to} size="sm">
          {back.label}
        </Anchor>
      }
    >
      {(account) => <PortfolioOf account={account}>{children}</PortfolioOf>}
    </AccountFrame>
  );
}

function PortfolioOf({
  account,
  children,
}: {
  account: PlusAccount;
  children: (account: PlusAccount, portfolio: ManagedPortfolioView) => ReactNode;
}) {
  const portfolio = useQuery(managedPortfolioQueryOptions(account.accountId));
  if (portfolio.isPending) return <Loading text="Loading your portfolio…" />;
  if (portfolio.isError) {
    return (
      <RetryAlert
        title="We could not load your portfolio"
        onRetry={() => portfolio.refetch()}
        retrying={portfolio.isFetching}
      />
    );
  }
  return children(account, portfolio.data);
}
