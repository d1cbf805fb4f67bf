import type { PlusAccount } from '@fernleaf/contract/investing';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { investmentAccountsQueryOptions } from '../../api/list-investment-accounts';
import { managedAccountOf } from '../lib/managed-account';
import { ManagedDisclosure } from './managed-disclosure';
import { ManagedIntro } from './managed-intro';

/**
 * A managed-investing page: its heading and disclosures, then the member's managed account once the
 * plus accounts answer (loading and failure shown), or what managed investing is when there is none.
 */
export function ManagedAccountFrame({
  title,
  above,
  children,
}: {
  title: string;
  /** Above the heading: the way back to the account, on its sub-pages. */
  above?: ReactNode;
  children: (account: PlusAccount) => ReactNode;
}) {
  const accounts = useQuery(investmentAccountsQueryOptions());
  const account = accounts.data ? managedAccountOf(accounts.data) : null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        {above}
        <Title order={1}>{title}</Title>
        <ManagedDisclosure />
      </Stack>
      {accounts.isPending && <Loading text="Loading your managed account…" />}
      {accounts.isError && (
        <RetryAlert
          title="We could not load your managed account"
          onRetry={() => accounts.refetch()}
          retrying={accounts.isFetching}
        />
      )}
      {accounts.data && !account && <ManagedIntro />}
      {account && children(account)}
    </Stack>
  );
}
